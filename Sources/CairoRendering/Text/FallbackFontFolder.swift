import CollectionRendering
import Foundation

/// A private folder of links to the fallback font files (``FontSystem/fallbackFiles``), so a
/// font configuration can add them as a folder, which fontconfig reads from its cache, rather
/// than file by file, which it scans every time.
///
/// Adding a file with `FcConfigAppFontAddFile` reads every glyph of it to build its character
/// set (`FcFreeTypeQueryAll`): for the two Noto Sans CJK collections, ~320 M instructions and
/// ~60 ms for each font system made — each renderer, each export worker, each test renderer.
/// `FcConfigAppFontAddDir` keeps what it scanned in the cache folder, keyed by the folder's
/// path and checked against its modification time, so every font system after the first on
/// the machine loads the fonts' patterns from the cache instead. The folder holds only the
/// fallback files (their own folder holds serif faces too, which must stay out).
///
/// The folder's name is a hash of each linked file's path, size, modification time and inode,
/// so a changed font file (a package upgrade) gets a new folder and a fresh scan rather than
/// a stale cache. The folder is made under a temporary name and renamed into place, so a
/// process never sees it half made; two processes making it at once both end up using the
/// one that won. When it cannot be made, ``path(for:in:)`` answers nil and the caller adds
/// the files one by one, as before: the cache only saves time, it never changes a pixel.
enum FallbackFontFolder {
    /// The folder linking `files` (those that exist), made in `cache` when missing; nil when
    /// none of `files` exists or the folder cannot be made.
    /// - Parameters:
    ///   - files: absolute paths of font files.
    ///   - cache: a writable folder (the font configuration's cache folder).
    static func path(for files: [String], in cache: String) -> String? {
        let present = files.compactMap { file in identity(of: file).map { (file, $0) } }
        guard !present.isEmpty else { return nil }
        let folder = cache + "/fallback-fonts-" + hexHash(present.map { "\($0.0)\u{0}\($0.1)" }.joined(separator: "\u{0}"))
        let manager = FileManager.default
        if links(in: folder, match: present.map(\.0)) { return folder }
        let staging = cache + "/.fallback-fonts-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        defer { try? manager.removeItem(atPath: staging) }
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
            for (file, _) in present {
                let name = (file as NSString).lastPathComponent
                try manager.createSymbolicLink(atPath: staging + "/" + name, withDestinationPath: file)
            }
        } catch {
            return nil
        }
        // Another process may have put the same folder in place meanwhile: then the rename
        // fails and that folder, made from the same files, serves.
        _ = rename(staging, folder)
        return links(in: folder, match: present.map(\.0)) ? folder : nil
    }

    /// Whether `folder` holds exactly one link to each of `files`, by the file's own name.
    private static func links(in folder: String, match files: [String]) -> Bool {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder), names.count == files.count else { return false }
        return files.allSatisfy { file in
            let name = (file as NSString).lastPathComponent
            return (try? manager.destinationOfSymbolicLink(atPath: folder + "/" + name)) == file
        }
    }

    /// Size, modification time and inode of the file at `path`, as text; nil when it is not
    /// a readable regular file.
    private static func identity(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(path, R_OK) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// `fnv1a(_:)` of `text`'s UTF-8 as 16 hexadecimal digits: a name, not a security hash.
    private static func hexHash(_ text: String) -> String {
        let digits = String(fnv1a(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
