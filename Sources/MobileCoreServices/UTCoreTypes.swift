import CoreGraphics

// The `kUTType…` constants of UTCoreTypes.h (MobileCoreServices, iOS 3–15): each a type's
// identifier as a `CFString` (a `String` on Linux: `kUTTypeImage as String` compiles as on
// iOS). Apple deprecated them in iOS 15 for UniformTypeIdentifiers' `UTType`; they are
// declared here without the deprecation, which Swift on Linux would not show for iOS anyway.

/// `public.item` (`kUTTypeItem`).
public let kUTTypeItem: CFString = "public.item"
/// `public.content` (`kUTTypeContent`).
public let kUTTypeContent: CFString = "public.content"
/// `public.composite-content` (`kUTTypeCompositeContent`).
public let kUTTypeCompositeContent: CFString = "public.composite-content"
/// `public.message` (`kUTTypeMessage`).
public let kUTTypeMessage: CFString = "public.message"
/// `public.contact` (`kUTTypeContact`).
public let kUTTypeContact: CFString = "public.contact"
/// `public.archive` (`kUTTypeArchive`).
public let kUTTypeArchive: CFString = "public.archive"
/// `public.disk-image` (`kUTTypeDiskImage`).
public let kUTTypeDiskImage: CFString = "public.disk-image"
/// `public.data` (`kUTTypeData`).
public let kUTTypeData: CFString = "public.data"
/// `public.directory` (`kUTTypeDirectory`).
public let kUTTypeDirectory: CFString = "public.directory"
/// `com.apple.resolvable` (`kUTTypeResolvable`).
public let kUTTypeResolvable: CFString = "com.apple.resolvable"
/// `public.symlink` (`kUTTypeSymLink`).
public let kUTTypeSymLink: CFString = "public.symlink"
/// `public.executable` (`kUTTypeExecutable`).
public let kUTTypeExecutable: CFString = "public.executable"
/// `com.apple.mount-point` (`kUTTypeMountPoint`).
public let kUTTypeMountPoint: CFString = "com.apple.mount-point"
/// `com.apple.alias-file` (`kUTTypeAliasFile`).
public let kUTTypeAliasFile: CFString = "com.apple.alias-file"
/// `com.apple.alias-record` (`kUTTypeAliasRecord`).
public let kUTTypeAliasRecord: CFString = "com.apple.alias-record"
/// `com.apple.bookmark` (`kUTTypeURLBookmarkData`).
public let kUTTypeURLBookmarkData: CFString = "com.apple.bookmark"
/// `public.url` (`kUTTypeURL`).
public let kUTTypeURL: CFString = "public.url"
/// `public.file-url` (`kUTTypeFileURL`).
public let kUTTypeFileURL: CFString = "public.file-url"
/// `public.text` (`kUTTypeText`).
public let kUTTypeText: CFString = "public.text"
/// `public.plain-text` (`kUTTypePlainText`).
public let kUTTypePlainText: CFString = "public.plain-text"
/// `public.utf8-plain-text` (`kUTTypeUTF8PlainText`).
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// `public.utf16-external-plain-text` (`kUTTypeUTF16ExternalPlainText`).
public let kUTTypeUTF16ExternalPlainText: CFString = "public.utf16-external-plain-text"
/// `public.utf16-plain-text` (`kUTTypeUTF16PlainText`).
public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
/// `public.delimited-values-text` (`kUTTypeDelimitedText`).
public let kUTTypeDelimitedText: CFString = "public.delimited-values-text"
/// `public.comma-separated-values-text` (`kUTTypeCommaSeparatedText`).
public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
/// `public.tab-separated-values-text` (`kUTTypeTabSeparatedText`).
public let kUTTypeTabSeparatedText: CFString = "public.tab-separated-values-text"
/// `public.utf8-tab-separated-values-text` (`kUTTypeUTF8TabSeparatedText`).
public let kUTTypeUTF8TabSeparatedText: CFString = "public.utf8-tab-separated-values-text"
/// `public.rtf` (`kUTTypeRTF`).
public let kUTTypeRTF: CFString = "public.rtf"
/// `public.html` (`kUTTypeHTML`).
public let kUTTypeHTML: CFString = "public.html"
/// `public.xml` (`kUTTypeXML`).
public let kUTTypeXML: CFString = "public.xml"
/// `public.source-code` (`kUTTypeSourceCode`).
public let kUTTypeSourceCode: CFString = "public.source-code"
/// `public.assembly-source` (`kUTTypeAssemblyLanguageSource`).
public let kUTTypeAssemblyLanguageSource: CFString = "public.assembly-source"
/// `public.c-source` (`kUTTypeCSource`).
public let kUTTypeCSource: CFString = "public.c-source"
/// `public.objective-c-source` (`kUTTypeObjectiveCSource`).
public let kUTTypeObjectiveCSource: CFString = "public.objective-c-source"
/// `public.swift-source` (`kUTTypeSwiftSource`).
public let kUTTypeSwiftSource: CFString = "public.swift-source"
/// `public.c-plus-plus-source` (`kUTTypeCPlusPlusSource`).
public let kUTTypeCPlusPlusSource: CFString = "public.c-plus-plus-source"
/// `public.objective-c-plus-plus-source` (`kUTTypeObjectiveCPlusPlusSource`).
public let kUTTypeObjectiveCPlusPlusSource: CFString = "public.objective-c-plus-plus-source"
/// `public.c-header` (`kUTTypeCHeader`).
public let kUTTypeCHeader: CFString = "public.c-header"
/// `public.c-plus-plus-header` (`kUTTypeCPlusPlusHeader`).
public let kUTTypeCPlusPlusHeader: CFString = "public.c-plus-plus-header"
/// `com.sun.java-source` (`kUTTypeJavaSource`).
public let kUTTypeJavaSource: CFString = "com.sun.java-source"
/// `public.script` (`kUTTypeScript`).
public let kUTTypeScript: CFString = "public.script"
/// `com.apple.applescript.text` (`kUTTypeAppleScript`).
public let kUTTypeAppleScript: CFString = "com.apple.applescript.text"
/// `com.apple.applescript.script` (`kUTTypeOSAScript`).
public let kUTTypeOSAScript: CFString = "com.apple.applescript.script"
/// `com.apple.applescript.script-bundle` (`kUTTypeOSAScriptBundle`).
public let kUTTypeOSAScriptBundle: CFString = "com.apple.applescript.script-bundle"
/// `com.netscape.javascript-source` (`kUTTypeJavaScript`).
public let kUTTypeJavaScript: CFString = "com.netscape.javascript-source"
/// `public.shell-script` (`kUTTypeShellScript`).
public let kUTTypeShellScript: CFString = "public.shell-script"
/// `public.perl-script` (`kUTTypePerlScript`).
public let kUTTypePerlScript: CFString = "public.perl-script"
/// `public.python-script` (`kUTTypePythonScript`).
public let kUTTypePythonScript: CFString = "public.python-script"
/// `public.ruby-script` (`kUTTypeRubyScript`).
public let kUTTypeRubyScript: CFString = "public.ruby-script"
/// `public.php-script` (`kUTTypePHPScript`).
public let kUTTypePHPScript: CFString = "public.php-script"
/// `public.json` (`kUTTypeJSON`).
public let kUTTypeJSON: CFString = "public.json"
/// `com.apple.property-list` (`kUTTypePropertyList`).
public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// `com.apple.xml-property-list` (`kUTTypeXMLPropertyList`).
public let kUTTypeXMLPropertyList: CFString = "com.apple.xml-property-list"
/// `com.apple.binary-property-list` (`kUTTypeBinaryPropertyList`).
public let kUTTypeBinaryPropertyList: CFString = "com.apple.binary-property-list"
/// `com.adobe.pdf` (`kUTTypePDF`).
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// `com.apple.rtfd` (`kUTTypeRTFD`).
public let kUTTypeRTFD: CFString = "com.apple.rtfd"
/// `com.apple.flat-rtfd` (`kUTTypeFlatRTFD`).
public let kUTTypeFlatRTFD: CFString = "com.apple.flat-rtfd"
/// `com.apple.txn.text-multimedia-data` (`kUTTypeTXNTextAndMultimediaData`).
public let kUTTypeTXNTextAndMultimediaData: CFString = "com.apple.txn.text-multimedia-data"
/// `com.apple.webarchive` (`kUTTypeWebArchive`).
public let kUTTypeWebArchive: CFString = "com.apple.webarchive"
/// `public.image` (`kUTTypeImage`).
public let kUTTypeImage: CFString = "public.image"
/// `public.jpeg` (`kUTTypeJPEG`).
public let kUTTypeJPEG: CFString = "public.jpeg"
/// `public.jpeg-2000` (`kUTTypeJPEG2000`).
public let kUTTypeJPEG2000: CFString = "public.jpeg-2000"
/// `public.tiff` (`kUTTypeTIFF`).
public let kUTTypeTIFF: CFString = "public.tiff"
/// `com.apple.pict` (`kUTTypePICT`).
public let kUTTypePICT: CFString = "com.apple.pict"
/// `com.compuserve.gif` (`kUTTypeGIF`).
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// `public.png` (`kUTTypePNG`).
public let kUTTypePNG: CFString = "public.png"
/// `com.apple.quicktime-image` (`kUTTypeQuickTimeImage`).
public let kUTTypeQuickTimeImage: CFString = "com.apple.quicktime-image"
/// `com.apple.icns` (`kUTTypeAppleICNS`).
public let kUTTypeAppleICNS: CFString = "com.apple.icns"
/// `com.microsoft.bmp` (`kUTTypeBMP`).
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// `com.microsoft.ico` (`kUTTypeICO`).
public let kUTTypeICO: CFString = "com.microsoft.ico"
/// `public.camera-raw-image` (`kUTTypeRawImage`).
public let kUTTypeRawImage: CFString = "public.camera-raw-image"
/// `public.svg-image` (`kUTTypeScalableVectorGraphics`).
public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
/// `com.apple.live-photo` (`kUTTypeLivePhoto`).
public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
/// `public.audiovisual-content` (`kUTTypeAudiovisualContent`).
public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// `public.movie` (`kUTTypeMovie`).
public let kUTTypeMovie: CFString = "public.movie"
/// `public.video` (`kUTTypeVideo`).
public let kUTTypeVideo: CFString = "public.video"
/// `public.audio` (`kUTTypeAudio`).
public let kUTTypeAudio: CFString = "public.audio"
/// `com.apple.quicktime-movie` (`kUTTypeQuickTimeMovie`).
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// `public.mpeg` (`kUTTypeMPEG`).
public let kUTTypeMPEG: CFString = "public.mpeg"
/// `public.mpeg-2-video` (`kUTTypeMPEG2Video`).
public let kUTTypeMPEG2Video: CFString = "public.mpeg-2-video"
/// `public.mpeg-2-transport-stream` (`kUTTypeMPEG2TransportStream`).
public let kUTTypeMPEG2TransportStream: CFString = "public.mpeg-2-transport-stream"
/// `public.mp3` (`kUTTypeMP3`).
public let kUTTypeMP3: CFString = "public.mp3"
/// `public.mpeg-4` (`kUTTypeMPEG4`).
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// `public.mpeg-4-audio` (`kUTTypeMPEG4Audio`).
public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
/// `com.apple.protected-mpeg-4-audio` (`kUTTypeAppleProtectedMPEG4Audio`).
public let kUTTypeAppleProtectedMPEG4Audio: CFString = "com.apple.protected-mpeg-4-audio"
/// `com.apple.protected-mpeg-4-video` (`kUTTypeAppleProtectedMPEG4Video`).
public let kUTTypeAppleProtectedMPEG4Video: CFString = "com.apple.protected-mpeg-4-video"
/// `public.avi` (`kUTTypeAVIMovie`).
public let kUTTypeAVIMovie: CFString = "public.avi"
/// `public.aiff-audio` (`kUTTypeAudioInterchangeFileFormat`).
public let kUTTypeAudioInterchangeFileFormat: CFString = "public.aiff-audio"
/// `com.microsoft.waveform-audio` (`kUTTypeWaveformAudio`).
public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
/// `public.midi-audio` (`kUTTypeMIDIAudio`).
public let kUTTypeMIDIAudio: CFString = "public.midi-audio"
/// `public.playlist` (`kUTTypePlaylist`).
public let kUTTypePlaylist: CFString = "public.playlist"
/// `public.m3u-playlist` (`kUTTypeM3UPlaylist`).
public let kUTTypeM3UPlaylist: CFString = "public.m3u-playlist"
/// `public.folder` (`kUTTypeFolder`).
public let kUTTypeFolder: CFString = "public.folder"
/// `public.volume` (`kUTTypeVolume`).
public let kUTTypeVolume: CFString = "public.volume"
/// `com.apple.package` (`kUTTypePackage`).
public let kUTTypePackage: CFString = "com.apple.package"
/// `com.apple.bundle` (`kUTTypeBundle`).
public let kUTTypeBundle: CFString = "com.apple.bundle"
/// `com.apple.plugin` (`kUTTypePluginBundle`).
public let kUTTypePluginBundle: CFString = "com.apple.plugin"
/// `com.apple.metadata-importer` (`kUTTypeSpotlightImporter`).
public let kUTTypeSpotlightImporter: CFString = "com.apple.metadata-importer"
/// `com.apple.quicklook-generator` (`kUTTypeQuickLookGenerator`).
public let kUTTypeQuickLookGenerator: CFString = "com.apple.quicklook-generator"
/// `com.apple.xpc-service` (`kUTTypeXPCService`).
public let kUTTypeXPCService: CFString = "com.apple.xpc-service"
/// `com.apple.framework` (`kUTTypeFramework`).
public let kUTTypeFramework: CFString = "com.apple.framework"
/// `com.apple.application` (`kUTTypeApplication`).
public let kUTTypeApplication: CFString = "com.apple.application"
/// `com.apple.application-bundle` (`kUTTypeApplicationBundle`).
public let kUTTypeApplicationBundle: CFString = "com.apple.application-bundle"
/// `com.apple.application-file` (`kUTTypeApplicationFile`).
public let kUTTypeApplicationFile: CFString = "com.apple.application-file"
/// `public.unix-executable` (`kUTTypeUnixExecutable`).
public let kUTTypeUnixExecutable: CFString = "public.unix-executable"
/// `com.microsoft.windows-executable` (`kUTTypeWindowsExecutable`).
public let kUTTypeWindowsExecutable: CFString = "com.microsoft.windows-executable"
/// `com.sun.java-class` (`kUTTypeJavaClass`).
public let kUTTypeJavaClass: CFString = "com.sun.java-class"
/// `com.sun.java-archive` (`kUTTypeJavaArchive`).
public let kUTTypeJavaArchive: CFString = "com.sun.java-archive"
/// `com.apple.systempreference.prefpane` (`kUTTypeSystemPreferencesPane`).
public let kUTTypeSystemPreferencesPane: CFString = "com.apple.systempreference.prefpane"
/// `org.gnu.gnu-zip-archive` (`kUTTypeGNUZipArchive`).
public let kUTTypeGNUZipArchive: CFString = "org.gnu.gnu-zip-archive"
/// `public.bzip2-archive` (`kUTTypeBzip2Archive`).
public let kUTTypeBzip2Archive: CFString = "public.bzip2-archive"
/// `public.zip-archive` (`kUTTypeZipArchive`).
public let kUTTypeZipArchive: CFString = "public.zip-archive"
/// `public.spreadsheet` (`kUTTypeSpreadsheet`).
public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
/// `public.presentation` (`kUTTypePresentation`).
public let kUTTypePresentation: CFString = "public.presentation"
/// `public.database` (`kUTTypeDatabase`).
public let kUTTypeDatabase: CFString = "public.database"
/// `public.vcard` (`kUTTypeVCard`).
public let kUTTypeVCard: CFString = "public.vcard"
/// `public.to-do-item` (`kUTTypeToDoItem`).
public let kUTTypeToDoItem: CFString = "public.to-do-item"
/// `public.calendar-event` (`kUTTypeCalendarEvent`).
public let kUTTypeCalendarEvent: CFString = "public.calendar-event"
/// `public.email-message` (`kUTTypeEmailMessage`).
public let kUTTypeEmailMessage: CFString = "public.email-message"
/// `com.apple.internet-location` (`kUTTypeInternetLocation`).
public let kUTTypeInternetLocation: CFString = "com.apple.internet-location"
/// `com.apple.ink.inktext` (`kUTTypeInkText`).
public let kUTTypeInkText: CFString = "com.apple.ink.inktext"
/// `public.font` (`kUTTypeFont`).
public let kUTTypeFont: CFString = "public.font"
/// `public.bookmark` (`kUTTypeBookmark`).
public let kUTTypeBookmark: CFString = "public.bookmark"
/// `public.3d-content` (`kUTType3DContent`).
public let kUTType3DContent: CFString = "public.3d-content"
/// `com.rsa.pkcs-12` (`kUTTypePKCS12`).
public let kUTTypePKCS12: CFString = "com.rsa.pkcs-12"
/// `public.x509-certificate` (`kUTTypeX509Certificate`).
public let kUTTypeX509Certificate: CFString = "public.x509-certificate"
/// `org.idpf.epub-container` (`kUTTypeElectronicPublication`).
public let kUTTypeElectronicPublication: CFString = "org.idpf.epub-container"
/// `public.log` (`kUTTypeLog`).
public let kUTTypeLog: CFString = "public.log"
