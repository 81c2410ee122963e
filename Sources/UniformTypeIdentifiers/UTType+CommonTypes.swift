// The common types as static properties, each the system's declaration
// (UTType+Declarations.swift).
extension UTType {
    /// A base type for the physical hierarchy: files, folders, links (`item`, `public.item`).
    public static let item = declared("public.item")
    /// A base type for all document content (`content`, `public.content`).
    public static let content = declared("public.content")
    /// A base type for content mixing several kinds (a PDF) (`compositeContent`, `public.composite-content`).
    public static let compositeContent = declared("public.composite-content")
    /// A base type for any stream of bytes: files, pasteboard data (`data`, `public.data`).
    public static let data = declared("public.data")
    /// A base type for directories (`directory`, `public.directory`).
    public static let directory = declared("public.directory")
    /// A base type for items the system resolves to others (links, aliases) (`resolvable`, `com.apple.resolvable`).
    public static let resolvable = declared("com.apple.resolvable")
    /// A symbolic link (`symbolicLink`, `public.symlink`).
    public static let symbolicLink = declared("public.symlink")
    /// A base type for executable data (`executable`, `public.executable`).
    public static let executable = declared("public.executable")
    /// A volume's mount point (`mountPoint`, `com.apple.mount-point`).
    public static let mountPoint = declared("com.apple.mount-point")
    /// An alias file (`aliasFile`, `com.apple.alias-file`).
    public static let aliasFile = declared("com.apple.alias-file")
    /// URL bookmark data (`urlBookmarkData`, `com.apple.bookmark`).
    public static let urlBookmarkData = declared("com.apple.bookmark")
    /// A URL (`url`, `public.url`).
    public static let url = declared("public.url")
    /// A URL of a file (`fileURL`, `public.file-url`).
    public static let fileURL = declared("public.file-url")
    /// A base type for all text, with or without markup (`text`, `public.text`).
    public static let text = declared("public.text")
    /// Text with no markup, of unspecified encoding (`plainText`, `public.plain-text`).
    public static let plainText = declared("public.plain-text")
    /// Plain text in UTF-8 (`utf8PlainText`, `public.utf8-plain-text`).
    public static let utf8PlainText = declared("public.utf8-plain-text")
    /// Plain text in UTF-16 with a byte order mark (`utf16ExternalPlainText`, `public.utf16-external-plain-text`).
    public static let utf16ExternalPlainText = declared("public.utf16-external-plain-text")
    /// Plain text in native UTF-16 without a byte order mark (`utf16PlainText`, `public.utf16-plain-text`).
    public static let utf16PlainText = declared("public.utf16-plain-text")
    /// A base type for text of delimited values (`delimitedText`, `public.delimited-values-text`).
    public static let delimitedText = declared("public.delimited-values-text")
    /// Comma-separated values (`commaSeparatedText`, `public.comma-separated-values-text`).
    public static let commaSeparatedText = declared("public.comma-separated-values-text")
    /// Tab-separated values (`tabSeparatedText`, `public.tab-separated-values-text`).
    public static let tabSeparatedText = declared("public.tab-separated-values-text")
    /// Tab-separated values in UTF-8 (`utf8TabSeparatedText`, `public.utf8-tab-separated-values-text`).
    public static let utf8TabSeparatedText = declared("public.utf8-tab-separated-values-text")
    /// Rich Text Format (`rtf`, `public.rtf`).
    public static let rtf = declared("public.rtf")
    /// HTML (`html`, `public.html`).
    public static let html = declared("public.html")
    /// XML (`xml`, `public.xml`).
    public static let xml = declared("public.xml")
    /// YAML (`yaml`, `public.yaml`).
    public static let yaml = declared("public.yaml")
    /// JSON (`json`, `public.json`).
    public static let json = declared("public.json")
    /// A base type for source code (`sourceCode`, `public.source-code`).
    public static let sourceCode = declared("public.source-code")
    /// Assembly language source (`assemblyLanguageSource`, `public.assembly-source`).
    public static let assemblyLanguageSource = declared("public.assembly-source")
    /// C source (`cSource`, `public.c-source`).
    public static let cSource = declared("public.c-source")
    /// Objective-C source (`objectiveCSource`, `public.objective-c-source`).
    public static let objectiveCSource = declared("public.objective-c-source")
    /// Swift source (`swiftSource`, `public.swift-source`).
    public static let swiftSource = declared("public.swift-source")
    /// C++ source (`cPlusPlusSource`, `public.c-plus-plus-source`).
    public static let cPlusPlusSource = declared("public.c-plus-plus-source")
    /// Objective-C++ source (`objectiveCPlusPlusSource`, `public.objective-c-plus-plus-source`).
    public static let objectiveCPlusPlusSource = declared("public.objective-c-plus-plus-source")
    /// A C header (`cHeader`, `public.c-header`).
    public static let cHeader = declared("public.c-header")
    /// A C++ header (`cPlusPlusHeader`, `public.c-plus-plus-header`).
    public static let cPlusPlusHeader = declared("public.c-plus-plus-header")
    /// A base type for scripts (`script`, `public.script`).
    public static let script = declared("public.script")
    /// AppleScript text (`appleScript`, `com.apple.applescript.text`).
    public static let appleScript = declared("com.apple.applescript.text")
    /// JavaScript source (`javaScript`, `com.netscape.javascript-source`).
    public static let javaScript = declared("com.netscape.javascript-source")
    /// A shell script (`shellScript`, `public.shell-script`).
    public static let shellScript = declared("public.shell-script")
    /// A Perl script (`perlScript`, `public.perl-script`).
    public static let perlScript = declared("public.perl-script")
    /// A Python script (`pythonScript`, `public.python-script`).
    public static let pythonScript = declared("public.python-script")
    /// A Ruby script (`rubyScript`, `public.ruby-script`).
    public static let rubyScript = declared("public.ruby-script")
    /// A PHP script (`phpScript`, `public.php-script`).
    public static let phpScript = declared("public.php-script")
    /// A makefile (`makefile`, `public.make-source`).
    public static let makefile = declared("public.make-source")
    /// A base type for property lists (`propertyList`, `com.apple.property-list`).
    public static let propertyList = declared("com.apple.property-list")
    /// An XML property list (`xmlPropertyList`, `com.apple.xml-property-list`).
    public static let xmlPropertyList = declared("com.apple.xml-property-list")
    /// A binary property list (`binaryPropertyList`, `com.apple.binary-property-list`).
    public static let binaryPropertyList = declared("com.apple.binary-property-list")
    /// A PDF document (`pdf`, `com.adobe.pdf`).
    public static let pdf = declared("com.adobe.pdf")
    /// Rich text with attachments, as a package (`rtfd`, `com.apple.rtfd`).
    public static let rtfd = declared("com.apple.rtfd")
    /// Rich text with attachments, flattened (`flatRTFD`, `com.apple.flat-rtfd`).
    public static let flatRTFD = declared("com.apple.flat-rtfd")
    /// A web archive (`webArchive`, `com.apple.webarchive`).
    public static let webArchive = declared("com.apple.webarchive")
    /// An EPUB document (`epub`, `org.idpf.epub-container`).
    public static let epub = declared("org.idpf.epub-container")
    /// A base type for images (`image`, `public.image`).
    public static let image = declared("public.image")
    /// A PNG image (`png`, `public.png`).
    public static let png = declared("public.png")
    /// A JPEG image (`jpeg`, `public.jpeg`).
    public static let jpeg = declared("public.jpeg")
    /// A GIF image (`gif`, `com.compuserve.gif`).
    public static let gif = declared("com.compuserve.gif")
    /// A TIFF image (`tiff`, `public.tiff`).
    public static let tiff = declared("public.tiff")
    /// A Windows bitmap image (`bmp`, `com.microsoft.bmp`).
    public static let bmp = declared("com.microsoft.bmp")
    /// A Windows icon image (`ico`, `com.microsoft.ico`).
    public static let ico = declared("com.microsoft.ico")
    /// An Apple icon image (`icns`, `com.apple.icns`).
    public static let icns = declared("com.apple.icns")
    /// A HEIF image (`heif`, `public.heif`).
    public static let heif = declared("public.heif")
    /// A HEIC image (`heic`, `public.heic`).
    public static let heic = declared("public.heic")
    /// A WebP image (`webP`, `org.webmproject.webp`).
    public static let webP = declared("org.webmproject.webp")
    /// An SVG image (`svg`, `public.svg-image`).
    public static let svg = declared("public.svg-image")
    /// A base type for camera raw images (`rawImage`, `public.camera-raw-image`).
    public static let rawImage = declared("public.camera-raw-image")
    /// A Live Photo (`livePhoto`, `com.apple.live-photo`).
    public static let livePhoto = declared("com.apple.live-photo")
    /// A base type for audio and video (`audiovisualContent`, `public.audiovisual-content`).
    public static let audiovisualContent = declared("public.audiovisual-content")
    /// A base type for media with video, with or without audio (`movie`, `public.movie`).
    public static let movie = declared("public.movie")
    /// Video without audio (`video`, `public.video`).
    public static let video = declared("public.video")
    /// Audio without video (`audio`, `public.audio`).
    public static let audio = declared("public.audio")
    /// A QuickTime movie (`quickTimeMovie`, `com.apple.quicktime-movie`).
    public static let quickTimeMovie = declared("com.apple.quicktime-movie")
    /// An MPEG-1 or MPEG-2 movie (`mpeg`, `public.mpeg`).
    public static let mpeg = declared("public.mpeg")
    /// An MPEG-4 movie (`mpeg4Movie`, `public.mpeg-4`).
    public static let mpeg4Movie = declared("public.mpeg-4")
    /// MPEG-2 video (`mpeg2Video`, `public.mpeg-2-video`).
    public static let mpeg2Video = declared("public.mpeg-2-video")
    /// An MPEG-2 transport stream (`mpeg2TransportStream`, `public.mpeg-2-transport-stream`).
    public static let mpeg2TransportStream = declared("public.mpeg-2-transport-stream")
    /// Apple-protected MPEG-4 audio (`appleProtectedMPEG4Audio`, `com.apple.protected-mpeg-4-audio`).
    public static let appleProtectedMPEG4Audio = declared("com.apple.protected-mpeg-4-audio")
    /// MP3 audio (`mp3`, `public.mp3`).
    public static let mp3 = declared("public.mp3")
    /// MPEG-4 audio (`mpeg4Audio`, `public.mpeg-4-audio`).
    public static let mpeg4Audio = declared("public.mpeg-4-audio")
    /// An AVI movie (`avi`, `public.avi`).
    public static let avi = declared("public.avi")
    /// Waveform audio (`wav`, `com.microsoft.waveform-audio`).
    public static let wav = declared("com.microsoft.waveform-audio")
    /// AIFF audio (`aiff`, `public.aiff-audio`).
    public static let aiff = declared("public.aiff-audio")
    /// MIDI audio (`midi`, `public.midi-audio`).
    public static let midi = declared("public.midi-audio")
    /// A base type for playlists (`playlist`, `public.playlist`).
    public static let playlist = declared("public.playlist")
    /// An M3U playlist (`m3uPlaylist`, `public.m3u-playlist`).
    public static let m3uPlaylist = declared("public.m3u-playlist")
    /// A folder (`folder`, `public.folder`).
    public static let folder = declared("public.folder")
    /// A volume (`volume`, `public.volume`).
    public static let volume = declared("public.volume")
    /// A directory shown as one file (`package`, `com.apple.package`).
    public static let package = declared("com.apple.package")
    /// A directory with a known structure (`bundle`, `com.apple.bundle`).
    public static let bundle = declared("com.apple.bundle")
    /// A plug-in bundle (`pluginBundle`, `com.apple.plugin`).
    public static let pluginBundle = declared("com.apple.plugin")
    /// A framework (`framework`, `com.apple.framework`).
    public static let framework = declared("com.apple.framework")
    /// A base type for applications (`application`, `com.apple.application`).
    public static let application = declared("com.apple.application")
    /// An application bundle (`applicationBundle`, `com.apple.application-bundle`).
    public static let applicationBundle = declared("com.apple.application-bundle")
    /// A Unix executable (`unixExecutable`, `public.unix-executable`).
    public static let unixExecutable = declared("public.unix-executable")
    /// A Windows executable (`exe`, `com.microsoft.windows-executable`).
    public static let exe = declared("com.microsoft.windows-executable")
    /// A base type for archives of files and directories (`archive`, `public.archive`).
    public static let archive = declared("public.archive")
    /// A base type for items mountable as a volume (`diskImage`, `public.disk-image`).
    public static let diskImage = declared("public.disk-image")
    /// A gzip archive (`gzip`, `org.gnu.gnu-zip-archive`).
    public static let gzip = declared("org.gnu.gnu-zip-archive")
    /// A bzip2 archive (`bz2`, `public.bzip2-archive`).
    public static let bz2 = declared("public.bzip2-archive")
    /// A zip archive (`zip`, `public.zip-archive`).
    public static let zip = declared("public.zip-archive")
    /// A base type for spreadsheets (`spreadsheet`, `public.spreadsheet`).
    public static let spreadsheet = declared("public.spreadsheet")
    /// A base type for presentations (`presentation`, `public.presentation`).
    public static let presentation = declared("public.presentation")
    /// A base type for databases (`database`, `public.database`).
    public static let database = declared("public.database")
    /// A base type for messages (email, chat) (`message`, `public.message`).
    public static let message = declared("public.message")
    /// A base type for contact information (`contact`, `public.contact`).
    public static let contact = declared("public.contact")
    /// A vCard (`vCard`, `public.vcard`).
    public static let vCard = declared("public.vcard")
    /// A to-do item (`toDoItem`, `public.to-do-item`).
    public static let toDoItem = declared("public.to-do-item")
    /// A calendar event (`calendarEvent`, `public.calendar-event`).
    public static let calendarEvent = declared("public.calendar-event")
    /// An email message (`emailMessage`, `public.email-message`).
    public static let emailMessage = declared("public.email-message")
    /// An internet location (`internetLocation`, `com.apple.internet-location`).
    public static let internetLocation = declared("com.apple.internet-location")
    /// A base type for fonts (`font`, `public.font`).
    public static let font = declared("public.font")
    /// Console log data (`log`, `public.log`).
    public static let log = declared("public.log")
    /// A base type for 3D content (`threeDContent`, `public.3d-content`).
    public static let threeDContent = declared("public.3d-content")
    /// Universal Scene Description content (`usd`, `com.pixar.universal-scene-description`).
    public static let usd = declared("com.pixar.universal-scene-description")
    /// Universal Scene Description package content (`usdz`, `com.pixar.universal-scene-description-mobile`).
    public static let usdz = declared("com.pixar.universal-scene-description-mobile")
    /// A Reality file (`realityFile`, `com.apple.reality`).
    public static let realityFile = declared("com.apple.reality")
    /// An X.509 certificate (`x509Certificate`, `public.x509-certificate`).
    public static let x509Certificate = declared("public.x509-certificate")
    /// A PKCS #12 archive (`pkcs12`, `com.rsa.pkcs-12`).
    public static let pkcs12 = declared("com.rsa.pkcs-12")

    /// The declared type with `identifier`; an undeclared one if the table lacks it (a test
    /// checks every property above is declared).
    private static func declared(_ identifier: String) -> UTType {
        UTType(identifier) ?? UTType(undeclared: identifier, parents: [])
    }
}
