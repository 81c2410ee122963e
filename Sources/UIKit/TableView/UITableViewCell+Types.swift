extension UITableViewCell {
    /// The states a cell moves between, told to ``UITableViewCell/willTransition(to:)`` and
    /// ``UITableViewCell/didTransition(to:)`` (`UITableViewCell.StateMask`); empty is the
    /// normal state (`UITableViewCellStateDefaultMask`).
    public struct StateMask: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A state from its bits (`init(rawValue:)`).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The table is editing: the cell shows its editing control (`showingEditControl`).
        public static let showingEditControl = StateMask(rawValue: 1)
        /// The cell shows its delete confirmation — here its swipe actions
        /// (`showingDeleteConfirmation`).
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)

        /// The state of a cell editing or not and swiped or not.
        init(editing: Bool, swiped: Bool) {
            self = []
            if editing { insert(.showingEditControl) }
            if swiped { insert(.showingDeleteConfirmation) }
        }
    }

    /// The legacy layouts of a cell's built-in labels (`UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// A text label and an image (``UIListContentConfiguration/cell()``'s metrics).
        case `default` = 0
        /// A text label on the left and a detail label on the right, in the secondary colour
        /// (``UIListContentConfiguration/valueCell()``'s metrics).
        case value1 = 1
        /// A text label in the tint colour and a detail label beside it (approximated with
        /// ``UIListContentConfiguration/valueCell()``'s metrics, docs/REFERENCE.md §27.5).
        case value2 = 2
        /// A text label with a detail label below it (``UIListContentConfiguration/subtitleCell()``'s metrics).
        case subtitle = 3

        /// The list configuration whose metrics and fonts the style's labels take.
        var listConfiguration: UIListContentConfiguration {
            switch self {
            case .default: return .cell()
            case .subtitle: return .subtitleCell()
            case .value1: return .valueCell()
            case .value2:
                var configuration = UIListContentConfiguration.valueCell()
                configuration.textProperties.color = .tintColor
                configuration.secondaryTextProperties.color = .label
                return configuration
            }
        }
    }

    /// The standard accessory at a cell's trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button followed by a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4

        /// The list accessories drawn for it (docs/REFERENCE.md §19.3).
        var listAccessories: [UICellAccessory] {
            switch self {
            case .none: []
            case .disclosureIndicator: [.disclosureIndicator()]
            case .detailDisclosureButton: [.detail(), .disclosureIndicator()]
            case .checkmark: [.checkmark()]
            case .detailButton: [.detail()]
            }
        }
    }

    /// How a selected cell looks (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none = 0
        /// The system's selected look (gray since iOS 7).
        case blue = 1
        /// The system's selected look.
        case gray = 2
        /// The system's selected look.
        case `default` = 3
    }

    /// The type of ``UITableViewCell/configurationUpdateHandler`` (`ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
}
