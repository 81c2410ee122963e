import Foundation

// Tested on Darwin, not on a module name: this package's Linux `UIKit` facade module would
// otherwise turn these declarations off in rebuilds that see it.
#if !canImport(Darwin)
extension IndexPath {
    /// An index path for an item in a section, as UIKit's `IndexPath(item:section:)`.
    ///
    /// Foundation on Linux lacks UIKit's additions; this restores them so layout code
    /// ports unchanged.
    public init(item: Int, section: Int) {
        // Built by appending: `init(indexes:)` would allocate an array per path.
        self.init(index: section)
        append(item)
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
