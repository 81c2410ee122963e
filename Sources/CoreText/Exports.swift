// `import CoreText` on Linux: the font manager's registration of font files and graphics
// fonts, with Core Graphics (`CGFont`, `CGDataProvider`, `CFError`, `CFURL`) brought along, as
// Apple's CoreText brings it. Declared on Linux only: on Apple platforms the name belongs to
// Apple's framework.
@_exported import CoreGraphics
@_exported import Foundation
