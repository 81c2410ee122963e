import Foundation

/// Core Foundation's URL type (`CFURL`), which Core Graphics and Core Text take files by
/// (`CGDataProvider(url:)`, `CTFontManagerRegisterFontsForURL`). Linux's Foundation has no
/// Core Foundation types, so it is Foundation's `NSURL` here: `url as CFURL` works as on iOS.
public typealias CFURL = NSURL
