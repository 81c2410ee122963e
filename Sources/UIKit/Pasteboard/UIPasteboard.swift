import Foundation

/// UIKit's `UIPasteboard`: named storage of items that copy, cut and paste share
/// (docs/REFERENCE.md §25.8).
///
/// An item is a dictionary from a representation type (a uniform type identifier such as
/// `public.utf8-plain-text`) to a value. ``string``, ``url`` and ``image`` read the first
/// item's value of their kind, ``strings``, ``urls`` and ``images`` every item's; setting any
/// of them replaces every item. Each change adds one to ``changeCount`` and posts
/// ``changedNotification``.
///
/// There is no other app and no system pasteboard server here: ``general`` is a pasteboard of
/// this process, empty at launch. Tests that run in parallel each isolate it with
/// ``withGeneral(_:_:)``, which makes another pasteboard ``general`` for the current task and
/// the child tasks it creates. Deliberate differences: the change count goes up and the
/// notification is posted at once, where UIKit waits for the end of the run loop's turn and
/// may batch them; nothing persists; ``setItems(_:options:)`` keeps its options (local only,
/// expiry) without acting on them. Not isolated to the main actor, as Apple declares it; its
/// state is behind a lock, so any thread may use it.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The name of a pasteboard (`UIPasteboard.Name`).
    public struct Name: Hashable, RawRepresentable, Sendable {
        /// The name as a string.
        public var rawValue: String
        /// A name from a string (`init(rawValue:)`).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from a string (`init(_:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard's name (`UIPasteboardNameGeneral`).
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The keys of ``setItems(_:options:)``'s options (`UIPasteboard.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key as a string.
        public var rawValue: String
        /// A key from a string (`init(rawValue:)`).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Whether the items stay on this device (`localOnly`): kept, there is no other device.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
        /// When the items expire (`expirationDate`): kept, nothing expires here.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
    }

    /// Posted with the pasteboard as its object after each change of its items
    /// (`UIPasteboardChangedNotification`).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted with the pasteboard as its object when ``remove(withName:)`` removes it
    /// (`UIPasteboardRemovedNotification`).
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The key of ``changedNotification``'s types that the change added
    /// (`UIPasteboardChangedTypesAddedKey`).
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The key of ``changedNotification``'s types that the change removed
    /// (`UIPasteboardChangedTypesRemovedKey`).
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The pasteboard's name (`name`).
    public let name: Name

    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var storedChangeCount = 0

    private init(named name: Name, sharing shared: UIPasteboard? = nil) {
        self.name = name
        self.shares = shared
        super.init()
    }

    // MARK: Getting pasteboards

    /// The general pasteboard (`general`), which copy, cut and paste use: the one
    /// ``withGeneral(_:_:)`` chose for the current task, else this process's.
    open class var general: UIPasteboard { scopedGeneral ?? processGeneral }

    /// Runs `body` with `pasteboard` as ``general`` in the current task and the child tasks it
    /// creates — not in others, so tests running in parallel never see each other's copies.
    /// Linux only.
    /// - Parameters:
    ///   - pasteboard: The pasteboard ``general`` answers; a new one by default.
    ///   - body: The work that copies and pastes.
    /// - Returns: What `body` returns.
    public static func withGeneral<Result>(_ pasteboard: UIPasteboard = .withUniqueName(), _ body: () throws -> Result) rethrows -> Result {
        try $scopedGeneral.withValue(pasteboard, operation: body)
    }

    /// The pasteboard named `name` (`init(name:create:)`), made when `create` is true and
    /// there is none; nil when there is none and `create` is false.
    ///
    /// Deliberate difference: an initializer cannot answer an existing object in Swift, so
    /// this one answers a new object sharing the named pasteboard's items.
    public convenience init?(name: Name, create: Bool) {
        guard let shared = Self.named(name, create: create) else { return nil }
        self.init(named: name, sharing: shared)
    }

    /// A new pasteboard with a name made for it (`withUniqueName()`).
    open class func withUniqueName() -> UIPasteboard { UIPasteboard(named: Name("com.apple.UIKit.pboard.\(UUID().uuidString)")) }

    /// Removes the pasteboard named `name` (`remove(withName:)`): its items are gone and
    /// ``removedNotification`` is posted. Nothing for an unknown name or the general one.
    open class func remove(withName name: Name) {
        guard name != .general, let removed = registryLock.withLock({ registry.removeValue(forKey: name) }) else { return }
        removed.items = []
        NotificationCenter.default.post(name: removedNotification, object: removed)
    }

    // MARK: Items

    /// The number of changes so far (`changeCount`): one more after each change of the items.
    open var changeCount: Int { owner.lock.withLock { owner.storedChangeCount } }

    /// The items (`items`): each a dictionary from representation type to value. Setting them
    /// replaces every item.
    open var items: [[String: Any]] {
        get { owner.lock.withLock { owner.storedItems } }
        set { setItems(newValue) }
    }

    /// The number of items (`numberOfItems`).
    open var numberOfItems: Int { owner.lock.withLock { owner.storedItems.count } }

    /// Replaces every item with `items` (`setItems(_:options:)`), then counts the change and
    /// posts ``changedNotification``.
    /// - Parameters:
    ///   - items: The new items, each a dictionary from representation type to value.
    ///   - options: Whether the items stay local and when they expire: kept, not acted on.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let board = owner
        let (old, new) = board.lock.withLock {
            let old = Set(board.storedItems.flatMap(\.keys))
            board.storedItems = items
            board.storedChangeCount += 1
            return (old, Set(items.flatMap(\.keys)))
        }
        NotificationCenter.default.post(
            name: Self.changedNotification, object: self,
            userInfo: [
                Self.changedTypesAddedUserInfoKey: Array(new.subtracting(old)).sorted(),
                Self.changedTypesRemovedUserInfoKey: Array(old.subtracting(new)).sorted(),
            ])
    }

    /// Adds `items` after the others (`addItems(_:)`), as one change.
    open func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

    /// The representation types of the first item (`types`).
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// The first item's value of representation type `pasteboardType`
    /// (`value(forPasteboardType:)`); nil when it has none.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    /// Replaces every item with one holding `value` as `pasteboardType`
    /// (`setValue(_:forPasteboardType:)`).
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }

    /// Whether the first item has a value of one of `pasteboardTypes`
    /// (`contains(pasteboardTypes:)`).
    open func contains(pasteboardTypes: [String]) -> Bool { pasteboardTypes.contains { types.contains($0) } }

    // MARK: Storage

    /// The pasteboard whose items this one reads and writes: itself, or the named pasteboard
    /// it was made for by ``init(name:create:)``.
    private var owner: UIPasteboard { shares ?? self }
    private let shares: UIPasteboard?

    /// The pasteboard named `name`: the general one, or one of the registry, made when
    /// `create` is true.
    private static func named(_ name: Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        return registryLock.withLock {
            if let found = registry[name] { return found }
            guard create else { return nil }
            let made = UIPasteboard(named: name)
            registry[name] = made
            return made
        }
    }

    private static let processGeneral = UIPasteboard(named: .general)
    @TaskLocal private static var scopedGeneral: UIPasteboard?
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [Name: UIPasteboard] = [:]
}
