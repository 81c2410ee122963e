import CollectionRendering
import Foundation
import PNGCodec
import Testing

@testable import UIKit

/// Fonts an app registers (Core Text's font manager; docs/REFERENCE.md §22.25–§22.26), with
/// Liberation Serif Bold (Debian's fonts-liberation2, which Scripts/setup installs). Its names,
/// weight and metrics are read from the file's own tables (fontTools 4, once, by hand; not run
/// by the tests): `name` ID 1 "Liberation Serif", ID 4 "Liberation Serif Bold", ID 6
/// "LiberationSerif-Bold"; `OS/2` usWeightClass 700, not italic; `head` unitsPerEm 2048; `hhea`
/// ascender 1825, descender −443 (USE_TYPO_METRICS off); advances (`hmtx` through `cmap`) H
/// 1593, a 1024, m 1706, b 1139, u 1139, r 909, g 1024, e 909, f 682, o 1024, n 1139, s 797,
/// t 682, i 569, v 1024, B 1366, d 1139; no kerning pair (`kern`, `GPOS`) and no ligature in
/// the texts measured; glyph boxes (`glyf`) H xMin 35, v xMax 1024. Registration is
/// process-wide, so the suite runs its tests one at a time and each unregisters what it
/// registered.
@MainActor @Suite(.serialized) struct RegisteredFontTests {
    static let fontPath = "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf"

    /// The font file's URL; fails (never skips) when fonts-liberation2 is missing.
    private func fontURL() throws -> URL {
        try #require(
            FileManager.default.fileExists(atPath: Self.fontPath),
            "\(Self.fontPath) is missing: install the Debian package fonts-liberation2 (Scripts/setup does)")
        return URL(fileURLWithPath: Self.fontPath)
    }

    /// The code of the error `body` hands back through its out-parameter, and what it answered.
    private func outcome(_ body: (UnsafeMutablePointer<Unmanaged<CFError>?>) -> Bool) -> (ok: Bool, code: CTFontManagerError?) {
        var error: Unmanaged<CFError>?
        let ok = body(&error)
        let code = error.map { CTFontManagerError(rawValue: CFErrorGetCode($0.takeRetainedValue())) } ?? nil
        return (ok, code)
    }

    @Test func aFileRegisteredByURLIsFoundByPostScriptAndFullName() throws {
        let url = try fontURL()
        #expect(outcome { CTFontManagerRegisterFontsForURL(url as CFURL, .process, $0) } == (true, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        let font = try #require(UIFont(name: "LiberationSerif-Bold", size: 20))
        #expect(font.familyName == "Liberation Serif")
        #expect(font.fontName == "LiberationSerif-Bold")
        #expect(font.fontDescription == FontDescription(family: "Liberation Serif", size: 20, weight: 700, isItalic: false))
        #expect(UIFont(name: "Liberation Serif Bold", size: 12)?.fontName == "LiberationSerif-Bold")
        #expect(font.fontDescriptor.postscriptName == "LiberationSerif-Bold")
        #expect(UIFontDescriptor(name: "LiberationSerif-Bold", size: 9).symbolicTraits == .traitBold)
        #expect(UIFont.familyNames.contains("Liberation Serif"))
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "Liberation Serif") == ["LiberationSerif-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-Bold"))
    }

    @Test func anUnregisteredFileIsNoLongerListedAndItsNameIsAFamilyAgain() throws {
        let url = try fontURL()
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        #expect(outcome { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, $0) } == (true, nil))
        #expect(!UIFont.familyNames.contains("Liberation Serif"))
        #expect(UIFont.fontNames(forFamilyName: "Liberation Serif").isEmpty)
        // As before registration (and as for any name that is no registered face): the name
        // taken as a family.
        #expect(UIFont(name: "LiberationSerif-Bold", size: 20)?.familyName == "LiberationSerif-Bold")
    }

    @Test func registeringTwiceOrUnregisteringWhatIsNotRegisteredFails() throws {
        let url = try fontURL()
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        #expect(outcome { CTFontManagerRegisterFontsForURL(url as CFURL, .process, $0) } == (false, .alreadyRegistered))
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(outcome { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, $0) } == (false, .notRegistered))
        var error: Unmanaged<CFError>?
        _ = CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error)
        let value = try #require(error?.takeRetainedValue())
        #expect(CFErrorGetDomain(value) == kCTFontManagerErrorDomain)
        #expect(CFErrorGetCode(value) == 201)
        #expect(CFErrorCopyDescription(value) == "Could not unregister the font file(s)")
        // Apple's parameters are `CFError!`; a nil error (undefined on iOS) gives nothing here.
        let none: CFError? = nil
        #expect(CFErrorGetCode(none) == 0 && CFErrorGetDomain(none) == nil && CFErrorCopyDescription(none) == nil)
    }

    @Test func aMissingFileOrOneThatIsNoFontFails() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/Brand-Bold.ttf")
        #expect(outcome { CTFontManagerRegisterFontsForURL(missing as CFURL, .process, $0) } == (false, .fileNotFound))
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("This is not a font, whatever its name says.".utf8).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        #expect(outcome { CTFontManagerRegisterFontsForURL(garbage as CFURL, .process, $0) } == (false, .invalidFontData))
        #expect(CGDataProvider(url: garbage as CFURL).flatMap { CGFont($0) } == nil)
        #expect(CGDataProvider(url: missing as CFURL) == nil)
    }

    @Test func aGraphicsFontFromDataRegistersAndItsNameIsTheFaces() throws {
        let url = try fontURL()
        let provider = try #require(CGDataProvider(url: url as CFURL))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "LiberationSerif-Bold")
        #expect(font.fullName == "Liberation Serif Bold")
        #expect(UIFont(name: "LiberationSerif-Bold", size: 20)?.familyName == "LiberationSerif-Bold", "not registered yet")
        #expect(outcome { CTFontManagerRegisterGraphicsFont(font, $0) } == (true, nil))
        #expect(UIFont(name: "LiberationSerif-Bold", size: 20)?.familyName == "Liberation Serif")
        #expect(CGFont("LiberationSerif-Bold" as CFString)?.fullName == "Liberation Serif Bold")
        // The same font again; another font of the same data (its PostScript name is taken);
        // the file it came from.
        #expect(outcome { CTFontManagerRegisterGraphicsFont(font, $0) } == (false, .alreadyRegistered))
        // Made as apps write it (Presentr's `loadFont`): the file's bytes as CFData.
        let again = try #require(CGDataProvider(data: try Data(contentsOf: url) as CFData).flatMap { CGFont($0) })
        #expect(outcome { CTFontManagerRegisterGraphicsFont(again, $0) } == (false, .duplicatedName))
        #expect(outcome { CTFontManagerRegisterFontsForURL(url as CFURL, .process, $0) } == (false, .duplicatedName))
        #expect(outcome { CTFontManagerUnregisterGraphicsFont(font, $0) } == (true, nil))
        #expect(outcome { CTFontManagerUnregisterGraphicsFont(font, $0) } == (false, .notRegistered))
        #expect(!UIFont.familyNames.contains("Liberation Serif"))
    }

    @Test func textIsMeasuredWithTheAdvancesOfTheFontsTables() throws {
        let url = try fontURL()
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        let font = try #require(UIFont(name: "LiberationSerif-Bold", size: 20))
        // "Hamburgefonstiv": 1593 + 1024 + 1706 + 1139 + 1139 + 909 + 1024 + 909 + 682 + 1024 +
        // 1139 + 797 + 682 + 569 + 1024 = 15360 units, × 20 / 2048 = 150 points; "Brand": 1366 +
        // 909 + 1024 + 1139 + 1139 = 5577 units = 54.463 points. A line is (1825 + 443) × 20 /
        // 2048 = 22.148 points.
        let wide = "Hamburgefonstiv".size(withAttributes: [.font: font])
        #expect(abs(wide.width - 150) < 0.02)
        #expect(abs(wide.height - 22.148) < 0.02)
        #expect(abs("Brand".size(withAttributes: [.font: font]).width - 54.463) < 0.02)
        #expect(abs(font.lineHeight - 22.148) < 0.02)
    }

    @Test func textMeasuredBeforeAFontIsRegisteredIsMeasuredAgainInItAndAfter() throws {
        let url = try fontURL()
        // A family name: drawn in a pinned font until the family is registered, then in its
        // one face (fontconfig's nearest weight), 150 points as above.
        let font = try #require(UIFont(name: "Liberation Serif", size: 20))
        let before = "Hamburgefonstiv".size(withAttributes: [.font: font]).width
        #expect(abs(before - 150) > 1)
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        #expect(abs("Hamburgefonstiv".size(withAttributes: [.font: font]).width - 150) < 0.02)
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect("Hamburgefonstiv".size(withAttributes: [.font: font]).width == before)
    }

    @Test func aLabelIsDrawnInTheRegisteredFace() throws {
        let url = try fontURL()
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 200, height: 30))
        label.text = "Hamburgefonstiv"
        label.font = UIFont(name: "LiberationSerif-Bold", size: 20)
        label.textColor = .black
        page.addSubview(label)
        page.layoutIfNeeded()
        let image = try OutputFormat.png.pixels(of: DisplayList(view: page, scale: 2, background: Color(red: 1, green: 1, blue: 1)))
        let inked = inkedColumns(image)
        #expect(inked.first == 20)
        #expect(inked.last == 319)
    }

    /// The columns of `image` with ink (a pixel not near white). "Hamburgefonstiv" at 20 points
    /// drawn from x 10 inks from H's left edge, 10 + 35 × 20 / 2048 = 10.34 points, to v's right
    /// edge, 10 + (15360 − 1024 + 1024) × 20 / 2048 = 160 points: pixels 20 to 319 at scale 2.
    private func inkedColumns(_ image: RGBAImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { image.pixels[($0 * image.width + x) * 4] < 250 } }
    }

    @Test func aTextLayerDrawsARegisteredFontByNameOrAsAGraphicsFont() throws {
        let url = try fontURL()
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        for font in ["LiberationSerif-Bold" as Any, try #require(CGFont("Liberation Serif Bold" as CFString))] {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 220, height: 40)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let text = CATextLayer()
            text.frame = CGRect(x: 10, y: 5, width: 200, height: 30)
            text.string = "Hamburgefonstiv"
            text.font = font as CFTypeRef
            text.fontSize = 20
            text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            root.addSublayer(text)
            let inked = inkedColumns(try OutputFormat.png.pixels(of: DisplayList(layer: root, scale: 2)))
            #expect(inked.first == 20, "\(font)")
            #expect(inked.last == 319, "\(font)")
        }
    }

    @Test func aBundlesAppFontsAreRegisteredAndAMissingOneIsLeftOut() throws {
        let url = try fontURL()
        let bundleURL = FileManager.default.temporaryDirectory.appendingPathComponent("FontsApp-\(UUID().uuidString).app")
        try FileManager.default.createDirectory(at: bundleURL.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundleURL) }
        let copy = bundleURL.appendingPathComponent("Fonts/LiberationSerif-Bold.ttf")
        try FileManager.default.copyItem(at: url, to: copy)
        let info: [String: Any] = [
            "CFBundleIdentifier": "com.example.fonts", "UIAppFonts": ["Fonts/LiberationSerif-Bold.ttf", "Fonts/Missing.ttf"],
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: bundleURL.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: bundleURL.path))
        #expect(UIFont.registerAppFonts(of: bundle) == ["LiberationSerif-Bold"])
        defer { CTFontManagerUnregisterFontsForURL(copy as CFURL, .process, nil) }
        #expect(UIFont(name: "LiberationSerif-Bold", size: 17)?.familyName == "Liberation Serif")
    }
}
