import Foundation
import MobileCoreServices
import Testing
import UniformTypeIdentifiers

/// The two type-identifier modules an iOS file imports: UniformTypeIdentifiers' `UTType` and
/// MobileCoreServices' `kUTType…` constants, with the identifiers, conformances and tags
/// Apple documents (docs/REFERENCE.md §22.10).
@Suite struct UniformTypeIdentifiersTests {
    /// Every common type this module declares.
    static let common: [UTType] = [
        .item, .content, .compositeContent, .data, .directory, .resolvable, .symbolicLink, .executable, .mountPoint, .aliasFile,
        .urlBookmarkData, .url, .fileURL, .text, .plainText, .utf8PlainText, .utf16ExternalPlainText, .utf16PlainText, .delimitedText,
        .commaSeparatedText, .tabSeparatedText, .utf8TabSeparatedText, .rtf, .html, .xml, .yaml, .json, .sourceCode,
        .assemblyLanguageSource, .cSource, .objectiveCSource, .swiftSource, .cPlusPlusSource, .objectiveCPlusPlusSource, .cHeader,
        .cPlusPlusHeader, .script, .appleScript, .javaScript, .shellScript, .perlScript, .pythonScript, .rubyScript, .phpScript, .makefile,
        .propertyList, .xmlPropertyList, .binaryPropertyList, .pdf, .rtfd, .flatRTFD, .webArchive, .epub, .image, .png, .jpeg, .gif, .tiff,
        .bmp, .ico, .icns, .heif, .heic, .webP, .svg, .rawImage, .livePhoto, .audiovisualContent, .movie, .video, .audio, .quickTimeMovie,
        .mpeg, .mpeg4Movie, .mp3, .mpeg4Audio, .avi, .wav, .aiff, .midi, .playlist, .m3uPlaylist, .folder, .volume, .package, .bundle,
        .pluginBundle, .framework, .application, .applicationBundle, .unixExecutable, .exe, .archive, .diskImage, .gzip, .bz2, .zip,
        .spreadsheet, .presentation, .database, .message, .contact, .vCard, .toDoItem, .calendarEvent, .emailMessage, .internetLocation,
        .font, .log, .threeDContent, .usd, .usdz, .realityFile, .x509Certificate, .pkcs12, .mpeg2Video, .mpeg2TransportStream,
        .appleProtectedMPEG4Audio,
    ]

    @Test func everyCommonTypeIsDeclaredOnce() {
        #expect(Self.common.allSatisfy { $0.isDeclared })
        #expect(Set(Self.common).count == Self.common.count)
        #expect(Self.common.allSatisfy { UTType($0.identifier) == $0 })
    }

    @Test func pngIsAnImageAndSoDataContentAndAnItem() {
        let png = UTType.png
        #expect(png.identifier == "public.png")
        #expect(png.preferredFilenameExtension == "png" && png.preferredMIMEType == "image/png")
        #expect(png.tags[.filenameExtension] == ["png"])
        #expect(png.supertypes == [.image, .data, .content, .item])
        #expect(png.conforms(to: .image) && png.conforms(to: .png) && !png.conforms(to: .text))
        #expect(png.isSubtype(of: .data) && UTType.data.isSupertype(of: png) && !png.isSubtype(of: png))
        #expect(png.isPublicType && !png.isDynamic && png.localizedDescription == "PNG image")
        #expect(UTType.heic.supertypes.contains(.heif))
    }

    @Test func tagsFindTheirTypes() {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "image/jpeg") == .jpeg)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "swift", conformingTo: .sourceCode) == .swiftSource)
        // An extension no declared type has: a dynamic type conforming to the supertype.
        let unknown = UTType(filenameExtension: "reelscene")
        #expect(unknown?.isDynamic == true && unknown?.isDeclared == false)
        #expect(unknown?.conforms(to: .data) == true && unknown?.preferredFilenameExtension == "reelscene")
        #expect(UTType(filenameExtension: "") == nil && UTType(filenameExtension: "tar.gz") == nil)
        #expect(UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil) == [.xml])
    }

    @Test func identifiersOutsideTheSystemsDeclarations() {
        #expect(UTType("com.example.reel") == nil)
        #expect(UTType("PUBLIC.PNG") == .png)
        let exported = UTType(exportedAs: "com.example.reel", conformingTo: .json)
        #expect(exported.conforms(to: .text) && !exported.isDeclared)
        #expect(UTType(importedAs: "public.png") == .png)
    }

    @Test func aTypeEncodesAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.pdf])
        #expect(String(decoding: data, as: UTF8.self) == "[\"com.adobe.pdf\"]")
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.pdf])
    }

    @Test func theMobileCoreServicesConstantsAreTheIdentifiers() {
        #expect(kUTTypeImage as String == UTType.image.identifier)
        #expect(
            [kUTTypePNG, kUTTypeJPEG, kUTTypeMovie, kUTTypePlainText] == ["public.png", "public.jpeg", "public.movie", "public.plain-text"])
        #expect(kUTTypeScalableVectorGraphics == UTType.svg.identifier && kUTTypeGNUZipArchive == UTType.gzip.identifier)
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage) && !UTTypeConformsTo(kUTTypeImage, kUTTypePNG))
        #expect(UTTypeConformsTo(kUTTypeMPEG4Audio, kUTTypeAudiovisualContent))
        #expect(UTTypeConformsTo("com.example.a", "COM.EXAMPLE.A") && !UTTypeConformsTo("com.example.a", kUTTypeData))
        #expect(kUTTagClassFilenameExtension == "public.filename-extension" && kUTTagClassMIMEType == "public.mime-type")
    }
}
