import Foundation

/// An object an item provider can carry (`NSItemProviderWriting`); here a marker: strings
/// are the only built-in kind.
public protocol NSItemProviderWriting: AnyObject {}

/// An object an item provider can load (`NSItemProviderReading`); a marker, as above.
public protocol NSItemProviderReading: AnyObject {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {}

/// Foundation's `NSItemProvider`, which Linux's Foundation lacks, reduced to an object held
/// in memory: loading hands it back at once (no asynchronous transfer, no type coercion).
open class NSItemProvider: NSObject {
    private let object: (any NSItemProviderWriting)?

    /// A provider with nothing (`init()`).
    public override init() {
        object = nil
        super.init()
    }

    /// A provider of `object` (`init(object:)`).
    public init(object: any NSItemProviderWriting) {
        self.object = object
        super.init()
    }

    /// A name for the data (`suggestedName`).
    open var suggestedName: String?

    /// Whether the provider holds an object of `aClass` (`canLoadObject(ofClass:)`).
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        guard let object = object as? NSObject else { return false }
        return object.isKind(of: aClass as AnyClass)
    }

    /// Hands the object to `completionHandler` at once when it is of `aClass`, else nil and
    /// an error (`loadObject(ofClass:completionHandler:)`); the progress is complete.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if canLoadObject(ofClass: aClass), let value = object as? any NSItemProviderReading {
            completionHandler(value, nil)
        } else {
            completionHandler(nil, CocoaError(.fileReadCorruptFile))
        }
        progress.completedUnitCount = 1
        return progress
    }
}

/// One dragged thing (`UIDragItem`).
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// Its data (`itemProvider`).
    open private(set) var itemProvider: NSItemProvider
    /// An object for drops within the app (`localObject`).
    open var localObject: Any?

    /// A drag item (`init(itemProvider:)`).
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
