/// The base of menu elements (`UIMenuElement`): a title.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown.
    public let title: String

    init(title: String) {
        self.title = title
        super.init()
    }

    /// Menu elements are not decoded here.
    public required init?(coder: NSCoder) { return nil }

    /// How an element looks (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Greyed out and not selectable (`.disabled`).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red (`.destructive`).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (`.hidden`).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up when chosen (`.keepsMenuPresented`, iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark state (`UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// No mark (`.off`).
        case off = 0
        /// A check mark (`.on`).
        case on = 1
        /// A dash (`.mixed`).
        case mixed = 2
    }
}

/// A menu (`UIMenu`): a title and its children, actions or submenus. Images and the
/// options beyond `displayInline` and `destructive` have no effect here.
open class UIMenu: UIMenuElement {
    /// How the menu shows (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Children shown inline in the parent (`.displayInline`).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown in red (`.destructive`).
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// A menu's identifier (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's children, in order (`children`).
    public let children: [UIMenuElement]
    /// The options (`options`).
    public let options: Options
    /// The image (`image`); not drawn here.
    public let image: UIImage?
    /// The identifier (`identifier`).
    public let identifier: Identifier

    /// A menu (`init(title:image:identifier:options:children:)`).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        super.init(title: title)
    }

    /// Menus are not decoded here.
    public required init?(coder: NSCoder) { return nil }
}

/// A menu action (`UIAction`): a title, attributes and a handler.
open class UIAction: UIMenuElement {
    /// The handler's type (`UIActionHandler`).
    public typealias Handler = (UIAction) -> Void

    /// An action's identifier (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The image (`image`); not drawn here.
    public var image: UIImage?
    /// The discoverability title (`discoverabilityTitle`).
    public var discoverabilityTitle: String?
    /// The attributes (`attributes`).
    public var attributes: UIMenuElement.Attributes
    /// The check mark state (`state`).
    public var state: UIMenuElement.State
    /// The identifier (`identifier`); a new UUID string when none is given.
    public let identifier: Identifier
    private let handler: Handler

    /// An action (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping Handler
    ) {
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title)
    }

    /// Actions are not decoded here.
    public required init?(coder: NSCoder) { return nil }

    /// What sent the action while its handler runs (`sender`, iOS 14): the control, or
    /// nil for a menu.
    public private(set) var sender: Any?

    /// Runs the handler with `sender` as ``sender``, as choosing the action in a menu or a
    /// control's event does (`performWithSender(_:target:)`).
    public func performWithSender(_ sender: Any?, target: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}

/// The type of a context menu's action provider (`UIContextMenuActionProvider`): given
/// the suggested elements, the menu to show.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// The type of a context menu's preview provider (`UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows (`UIContextMenuConfiguration`): an identifier, the provider
/// of its preview (not drawn here) and the provider of its menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier (`identifier`); a new UUID string when none is given.
    public let identifier: any NSCopying
    /// Makes the preview (`previewProvider`); never called here.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu (`actionProvider`).
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration (`init(identifier:previewProvider:actionProvider:)`).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the provider makes from no suggested elements; nil without a provider.
    public var menu: UIMenu? { actionProvider?([]) }
}
