import Foundation

/// An Interface Builder nib (`UINib`), declared so that code which passes nibs along — a
/// wrapper's `register(_ nib: UINib?, …)` forwarding to its collection view — compiles.
///
/// No nib can load on Linux: there are no compiled nib files and no Objective-C archive
/// reader. So every nib here is one iOS could not find: ``instantiate(withOwner:options:)``
/// prints the exception iOS raises for a missing nib and returns no objects, and dequeuing
/// a cell or supplementary view registered with a nib records that exception in the
/// collection or table view's `raisedExceptions` (docs/REFERENCE.md §15.1).
@MainActor
open class UINib: NSObject {
    /// Keys of the options ``instantiate(withOwner:options:)`` takes (`UINib.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// A key with a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key with a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The objects outside the nib its connections point at (`UINibExternalObjects`).
        public static let externalObjects = OptionsKey("UINibExternalObjects")
    }

    /// The nib's name, or nil for a nib made from data.
    let name: String?
    /// The bundle it would be loaded from.
    let bundle: Bundle

    /// The nib of a name in a bundle (`init(nibName:bundle:)`); nil means the main bundle. As
    /// on iOS, nothing is read until the nib is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        self.bundle = bundleOrNil ?? .main
        super.init()
    }

    /// A nib from its compiled data (`init(data:bundle:)`); nil means the main bundle.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        self.name = nil
        self.bundle = bundleOrNil ?? .main
        super.init()
    }

    /// The nib's top-level objects (`instantiate(withOwner:options:)`). Here always none:
    /// the nib cannot load, and the exception iOS raises for it is printed on standard error.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        loadFailure.printToConsole()
        return []
    }

    /// The exception iOS raises when it cannot load this nib, in its words [observed]:
    /// `Could not load NIB in bundle: 'NSBundle </path/App.app> (loaded)' with name 'ItemCell'`.
    var loadFailure: UIKitException {
        UIKitException(reason: "Could not load NIB in bundle: 'NSBundle <\(bundle.bundleURL.path)> (loaded)' with name '\(name ?? "")'")
    }
}

extension Bundle {
    /// The top-level objects of the nib of a name in this bundle (`loadNibNamed(_:owner:options:)`).
    /// Here always nil: no nib can load on Linux, and the exception iOS raises for a missing nib
    /// is printed on standard error.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        _ = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        return nil
    }
}
