// The system's type declarations: each identifier, what it conforms to and its tags, as
// Apple's documentation of each `UTType` property states them (docs/REFERENCE.md §22.8).
extension UTType {
    /// A system type declaration: identifier, the types it conforms to directly, filename
    /// extensions and MIME types (preferred first), and an English description.
    struct Declaration: Sendable {
        let identifier: String
        let parents: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let summary: String

        init(_ identifier: String, _ parents: [String], _ extensions: [String], _ mimeTypes: [String], _ summary: String) {
            self.identifier = identifier
            self.parents = parents
            self.extensions = extensions
            self.mimeTypes = mimeTypes
            self.summary = summary
        }

        /// A declaration without tags.
        init(_ identifier: String, _ parents: [String], _ summary: String) {
            self.init(identifier, parents, [], [], summary)
        }

        /// The declarations by lowercased identifier.
        static let byIdentifier: [String: Declaration] = Dictionary(all.map { ($0.identifier.lowercased(), $0) }) { first, _ in first }

        /// Every declaration; a tag's lookup takes the first that has it.
        static let all: [Declaration] = [
            // Abstract base types.
            Declaration("public.item", [], "item"),
            Declaration("public.content", [], "content"),
            Declaration("public.composite-content", ["public.content"], "mixed content"),
            Declaration("public.data", ["public.item"], "data"),
            Declaration("public.directory", ["public.item"], "directory"),
            Declaration("com.apple.resolvable", [], "resolvable item"),
            Declaration("public.symlink", ["public.item", "com.apple.resolvable"], "symbolic link"),
            Declaration("public.executable", ["public.item"], "executable"),
            Declaration("com.apple.mount-point", ["public.item", "com.apple.resolvable"], "mount point"),
            Declaration("com.apple.alias-file", ["public.data", "com.apple.resolvable"], "alias"),
            Declaration("com.apple.bookmark", ["public.data", "com.apple.resolvable"], "bookmark data"),
            Declaration("public.url", ["public.data"], "URL"),
            Declaration("public.file-url", ["public.url"], "file URL"),
            // Text.
            Declaration("public.text", ["public.data", "public.content"], "text"),
            Declaration("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
            Declaration("public.utf8-plain-text", ["public.plain-text"], "UTF-8 plain text"),
            Declaration("public.utf16-external-plain-text", ["public.plain-text"], "UTF-16 plain text with byte order mark"),
            Declaration("public.utf16-plain-text", ["public.plain-text"], "UTF-16 plain text"),
            Declaration("public.delimited-values-text", ["public.text"], "delimited values text"),
            Declaration(
                "public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], "comma-separated values"),
            Declaration(
                "public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"],
                "tab-separated values"),
            Declaration("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], "UTF-8 tab-separated values"),
            Declaration("public.rtf", ["public.text"], ["rtf"], ["text/rtf"], "rich text"),
            Declaration("public.html", ["public.text"], ["html", "htm"], ["text/html"], "HTML text"),
            Declaration("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
            Declaration("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML"),
            Declaration("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
            Declaration("public.source-code", ["public.plain-text"], "source code"),
            Declaration("public.assembly-source", ["public.source-code"], ["s"], [], "assembly source"),
            Declaration("public.c-source", ["public.source-code"], ["c"], [], "C source"),
            Declaration("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
            Declaration("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
            Declaration("public.c-plus-plus-source", ["public.source-code"], ["cp", "cpp", "c++", "cc", "cxx"], [], "C++ source"),
            Declaration("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], [], "Objective-C++ source"),
            Declaration("public.c-header", ["public.source-code"], ["h"], [], "C header"),
            Declaration("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hxx", "hh"], [], "C++ header"),
            Declaration("public.script", ["public.source-code"], "script"),
            Declaration("com.apple.applescript.text", ["public.script"], ["applescript"], [], "AppleScript text"),
            Declaration(
                "com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js"], ["text/javascript"],
                "JavaScript source"),
            Declaration("public.shell-script", ["public.script"], ["sh", "command"], [], "shell script"),
            Declaration("public.perl-script", ["public.shell-script"], ["pl", "pm"], [], "Perl script"),
            Declaration("public.python-script", ["public.shell-script"], ["py"], [], "Python script"),
            Declaration("public.ruby-script", ["public.shell-script"], ["rb"], [], "Ruby script"),
            Declaration("public.php-script", ["public.shell-script"], ["php"], [], "PHP script"),
            Declaration("public.make-source", ["public.script"], "makefile"),
            Declaration("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
            Declaration("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], "XML property list"),
            Declaration("com.apple.binary-property-list", ["com.apple.property-list"], "binary property list"),
            // Documents.
            Declaration("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
            Declaration("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text with attachments"),
            Declaration("com.apple.flat-rtfd", ["public.data", "public.composite-content"], "flat rich text with attachments"),
            Declaration("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], [], "web archive"),
            Declaration(
                "org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"],
                "EPUB document"),
            // Images.
            Declaration("public.image", ["public.data", "public.content"], "image"),
            Declaration("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
            Declaration("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"], "JPEG image"),
            Declaration("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
            Declaration("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
            Declaration("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "Windows bitmap image"),
            Declaration("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"], "Windows icon image"),
            Declaration("com.apple.icns", ["public.image"], ["icns"], [], "Apple icon image"),
            Declaration("public.heif", ["public.image"], ["heif"], ["image/heif"], "HEIF image"),
            Declaration("public.heic", ["public.heif"], ["heic"], ["image/heic"], "HEIC image"),
            Declaration("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
            Declaration("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"], "SVG image"),
            Declaration("public.camera-raw-image", ["public.image"], "raw image"),
            Declaration("public.jpeg-2000", ["public.image"], ["jp2"], ["image/jp2"], "JPEG 2000 image"),
            Declaration("com.apple.pict", ["public.image"], ["pict", "pct"], [], "PICT image"),
            Declaration("com.apple.live-photo", [], "Live Photo"),
            // Audio and video.
            Declaration("public.audiovisual-content", ["public.data", "public.content"], "audiovisual content"),
            Declaration("public.movie", ["public.audiovisual-content"], "movie"),
            Declaration("public.video", ["public.movie"], "video"),
            Declaration("public.audio", ["public.audiovisual-content"], "audio"),
            Declaration("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
            Declaration("public.mpeg", ["public.movie"], ["mpg", "mpeg"], ["video/mpeg"], "MPEG movie"),
            Declaration("public.mpeg-4", ["public.movie"], ["mp4"], ["video/mp4"], "MPEG-4 movie"),
            Declaration("public.mpeg-2-video", ["public.movie"], ["m2v"], [], "MPEG-2 video"),
            Declaration("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"], "MPEG-2 transport stream"),
            Declaration("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], [], "protected MPEG-4 audio"),
            Declaration("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"], "MP3 audio"),
            Declaration("public.mpeg-4-audio", ["public.mpeg", "public.audio"], ["m4a"], ["audio/mp4"], "MPEG-4 audio"),
            Declaration("public.avi", ["public.movie"], ["avi"], ["video/avi"], "AVI movie"),
            Declaration("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav"], "Waveform audio"),
            Declaration("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff"], "AIFF audio"),
            Declaration("public.midi-audio", ["public.audio"], ["mid", "midi"], ["audio/midi"], "MIDI audio"),
            Declaration("public.playlist", [], "playlist"),
            Declaration("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl"], "M3U playlist"),
            // Directories and bundles.
            Declaration("public.folder", ["public.directory"], "folder"),
            Declaration("public.volume", ["public.folder"], "volume"),
            Declaration("com.apple.package", ["public.directory"], "package"),
            Declaration("com.apple.bundle", ["public.directory"], "bundle"),
            Declaration("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], ["plugin"], [], "plug-in"),
            Declaration("com.apple.framework", ["com.apple.bundle"], ["framework"], [], "framework"),
            Declaration("com.apple.application", ["public.executable"], "application"),
            Declaration(
                "com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [],
                "application bundle"),
            Declaration("public.unix-executable", ["public.data", "public.executable"], "Unix executable"),
            Declaration("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], [], "Windows executable"),
            // Archives.
            Declaration("public.archive", ["public.data"], "archive"),
            Declaration("public.disk-image", ["public.data", "public.archive"], "disk image"),
            Declaration(
                "org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/x-gzip"], "gzip archive"),
            Declaration(
                "public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"], "bzip2 archive"),
            Declaration("public.zip-archive", ["public.data", "public.archive"], ["zip"], ["application/zip"], "zip archive"),
            // Content kinds.
            Declaration("public.spreadsheet", ["public.content"], "spreadsheet"),
            Declaration("public.presentation", ["public.composite-content"], "presentation"),
            Declaration("public.database", [], "database"),
            Declaration("public.message", [], "message"),
            Declaration("public.contact", [], "contact"),
            Declaration("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard"),
            Declaration("public.to-do-item", [], "to-do item"),
            Declaration("public.calendar-event", [], "calendar event"),
            Declaration("public.email-message", ["public.message"], ["eml"], ["message/rfc822"], "email message"),
            Declaration("com.apple.internet-location", ["public.data"], ["inetloc"], [], "internet location"),
            Declaration("public.font", ["public.data", "public.content"], "font"),
            Declaration("public.log", ["public.text"], ["log"], [], "log"),
            Declaration("public.3d-content", ["public.content"], "3D content"),
            Declaration("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd"], [], "USD scene"),
            Declaration(
                "com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"],
                "USDZ scene"),
            Declaration("com.apple.reality", ["public.data"], ["reality"], [], "Reality file"),
            Declaration("public.x509-certificate", ["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert"], "certificate"),
            Declaration("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], "PKCS #12 archive"),
        ]
    }
}
