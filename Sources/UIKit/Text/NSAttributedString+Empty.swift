import Foundation

extension NSAttributedString {
    /// An empty string with no attributes (`init()`, which iOS's attributed strings inherit
    /// from `NSObject`): `NSAttributedString()` and `NSMutableAttributedString()` make an
    /// empty string of their own class. Foundation on Linux declares no `init()` for them and
    /// Swift lets no extension override `NSObject`'s, so the call resolves to this initializer
    /// of one unnamed parameter that is always left out; `nothing` is never read.
    public convenience init(_ nothing: Void = ()) { self.init(string: "") }
}
