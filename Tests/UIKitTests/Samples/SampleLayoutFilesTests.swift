import Foundation
import Testing

/// The files of `Samples/Layouts/UIKit` stay as an iOS developer would write them, so each
/// compiles unchanged in Xcode: `import UIKit` only, none of CollectionReel's own API,
/// no crash-on-purpose calls, and small.
@Suite struct SampleLayoutFilesTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Layouts/UIKit")

    private static let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names only CollectionReel has: the facade's Linux additions and members the core adds
    /// to Foundation's types (`import UIKit` re-exports the core, so they would compile here).
    private static let facadeOnly: Set<String> = [
        "coreAttributes", "coreView", "coreContext", "raisedExceptions", "loggedWarnings", "lastUpdateAnimation",
        "lastLayoutTransition", "simulatedSafeAreaInsets", "simulateTap", "overlaps", "interpolated", "rowMajor",
        "isAffine", "fatalError",
    ]

    /// The core's own type names (`CollectionViewLayout`, `LayoutAttributes`, `Transform3D`…),
    /// less the two UIKit shares with it.
    private static func coreTypeNames() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources/CollectionLayout")
        let pattern = try NSRegularExpression(
            pattern: #"(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names.subtracting(["CATransform3D", "CGAffineTransform"])
    }

    /// The identifiers of `text` outside comments.
    private func identifiers(_ text: String) -> Set<String> {
        let code = text.split(separator: "\n").map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
        var names: Set<String> = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { names.insert(current) }
                current = ""
            }
        }
        return names
    }

    private func files() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func everyFileImportsUIKitOnly() throws {
        let all = try files()
        #expect(all.count >= 9)
        for file in all {
            let imports = file.text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports == ["import UIKit"], "\(file.name)")
        }
    }

    @Test func noFileUsesTheFacadesOwnAPI() throws {
        let core = try Self.coreTypeNames()
        #expect(core.contains("CollectionViewLayout") && core.contains("LayoutAttributes") && core.contains("Transform3D"))
        for file in try files() {
            let used = identifiers(file.text)
            #expect(used.isDisjoint(with: core), "\(file.name) uses the core's \(used.intersection(core).sorted())")
            #expect(used.isDisjoint(with: Self.facadeOnly), "\(file.name) uses \(used.intersection(Self.facadeOnly).sorted())")
            #expect(!file.text.contains("try!") && !file.text.contains("@testable"), "\(file.name)")
        }
    }

    @Test func everyFileIsUnder400Lines() throws {
        for file in try files() {
            #expect(file.text.split(separator: "\n", omittingEmptySubsequences: false).count < 400, "\(file.name)")
        }
    }
}
