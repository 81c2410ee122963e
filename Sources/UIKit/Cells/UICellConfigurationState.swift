/// A key for a custom state of a configuration state (`UIConfigurationStateCustomKey`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Where a cell is in a drag, in its configuration state (`UICellConfigurationDragState`).
public enum UICellConfigurationDragState: Int, Sendable {
    /// Not in a drag.
    case none = 0
    /// Being lifted as a drag begins.
    case lifting = 1
    /// Its item is being dragged.
    case dragging = 2
}

/// Where a cell is in a drop, in its configuration state (`UICellConfigurationDropState`).
/// Here a cell is `.targeted` while a drop proposal's `insertIntoDestinationIndexPath`
/// highlights it, else `.none`.
public enum UICellConfigurationDropState: Int, Sendable {
    /// Not part of a drop.
    case none = 0
    /// A drop is under way elsewhere.
    case notTargeted = 1
    /// The drop would go into this cell.
    case targeted = 2
}

/// A cell's state, handed to `updateConfiguration(using:)` and the
/// `configurationUpdateHandler` (`UICellConfigurationState`, iOS 14).
///
/// The collection view fills in what it models: selection, highlight, the drag and drop
/// states, for an outline list's item whether it is expanded, and `isEditing` (the
/// collection view is editing and its delegate's `canEditItemAt` agrees), and `isSwiped`
/// while the cell's swipe actions are revealed (a table cell's too). `isDisabled`,
/// `isFocused` and `isReordering` stay false unless set: there is no focus here.
@preconcurrency @MainActor
public struct UICellConfigurationState: @preconcurrency Hashable, @unchecked Sendable {
    /// The traits the cell had when the state was taken.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is in editing mode: its collection view is editing and the delegate's
    /// `canEditItemAt` allows the item.
    public var isEditing = false
    /// Whether the cell is swiped to show its swipe actions.
    public var isSwiped = false
    /// Whether the cell's item is expanded in an outline.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState = UICellConfigurationDragState.none
    /// Where the cell is in a drop.
    public var cellDropState = UICellConfigurationDropState.none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and everything else off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state (`subscript(_:)`); nil when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
