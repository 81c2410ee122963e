import CollectionRendering
import Foundation
import Testing

@testable import CairoRendering

/// The private folder of links through which font configurations read the fallback fonts from
/// fontconfig's cache (`FallbackFontFolder`): made once, reused, never half made, renamed when
/// a linked file changes, and nil (file-by-file adding) when it cannot be made.
@Suite struct FallbackFontFolderTests {
    /// A fresh temporary folder with two stand-in font files (the folder logic never reads
    /// them) and an empty cache folder.
    private static func sandbox() throws -> (files: [String], cache: String) {
        let root = NSTemporaryDirectory() + "fallback-folder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/cache", withIntermediateDirectories: true)
        let files = [root + "/fonts/A-Regular.ttc", root + "/fonts/A-Bold.ttc"]
        for file in files { try Data("font".utf8).write(to: URL(fileURLWithPath: file)) }
        return (files, root + "/cache")
    }

    @Test func linksEachPresentFileByItsOwnName() throws {
        let (files, cache) = try Self.sandbox()
        let folder = try #require(FallbackFontFolder.path(for: files, in: cache))
        #expect(folder.hasPrefix(cache + "/fallback-fonts-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["A-Bold.ttc", "A-Regular.ttc"])
        for file in files {
            let link = folder + "/" + (file as NSString).lastPathComponent
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
        }
        // Nothing staged is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache) == [(folder as NSString).lastPathComponent])
    }

    @Test func theSameFilesReuseTheFolderUntouched() throws {
        let (files, cache) = try Self.sandbox()
        let first = try #require(FallbackFontFolder.path(for: files, in: cache))
        let before = try FileManager.default.attributesOfItem(atPath: first)
        let second = try #require(FallbackFontFolder.path(for: files, in: cache))
        let after = try FileManager.default.attributesOfItem(atPath: second)
        #expect(first == second)
        // Same inode and modification time: not made again (fontconfig's cache is keyed on both).
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    }

    @Test func aChangedFileGetsANewFolder() throws {
        let (files, cache) = try Self.sandbox()
        let first = try #require(FallbackFontFolder.path(for: files, in: cache))
        try Data("a longer font".utf8).write(to: URL(fileURLWithPath: files[1]))
        let second = try #require(FallbackFontFolder.path(for: files, in: cache))
        #expect(first != second)
    }

    @Test func missingFilesAreLeftOutAndNoneMeansNil() throws {
        let (files, cache) = try Self.sandbox()
        let folder = try #require(FallbackFontFolder.path(for: [files[0], files[0] + ".missing"], in: cache))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A-Regular.ttc"])
        #expect(FallbackFontFolder.path(for: [files[0] + ".missing"], in: cache) == nil)
        #expect(FallbackFontFolder.path(for: [], in: cache) == nil)
    }

    @Test func aFolderOfOtherContentIsNotUsed() throws {
        let (files, cache) = try Self.sandbox()
        let folder = try #require(FallbackFontFolder.path(for: files, in: cache))
        // Someone replaced a link with a plain file: the folder no longer links the fonts.
        let link = folder + "/A-Bold.ttc"
        try FileManager.default.removeItem(atPath: link)
        try Data("x".utf8).write(to: URL(fileURLWithPath: link))
        #expect(FallbackFontFolder.path(for: files, in: cache) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache) == [(folder as NSString).lastPathComponent])
    }

    @Test func anUnwritableCacheMeansNil() throws {
        let (files, cache) = try Self.sandbox()
        #expect(FallbackFontFolder.path(for: files, in: cache + "/no/such/folder") == nil)
    }

    /// A font system adds the pinned fallback fonts through the folder, in the configuration's
    /// cache folder, and CJK text is measured with Noto Sans CJK's full-width advance (1 em:
    /// three characters at 15 pt are 45 pt wide), not DejaVu's missing-glyph box.
    @Test func fontSystemsReadTheFallbackFontsThroughTheFolder() throws {
        let present = FontSystem.fallbackFiles.filter { FileManager.default.fileExists(atPath: $0) }
        try #require(present.count == 2, "fonts-noto-cjk is not installed (Scripts/setup installs it)")
        let measurer = try PangoContentMeasurer()
        let folder = try #require(FallbackFontFolder.path(for: present, in: FontSystem.cacheDirectory()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
        let size = measurer.size(of: "中文字", font: FontDescription(size: 15), width: nil)
        #expect(abs(size.width - 45) < 1e-6, "\(size)")
    }
}
