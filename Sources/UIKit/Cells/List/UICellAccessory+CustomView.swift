import CollectionRendering

extension UICellAccessory {
    /// Which edge a custom view accessory sits on, and where there (`UICellAccessory.Placement`).
    public enum Placement {
        /// Where on its edge an accessory goes (`UICellAccessory.Placement.Position`): given the
        /// edge's other accessories in leading-to-trailing order, the index to insert it at.
        public typealias Position = ([UICellAccessory]) -> Int

        /// On the leading edge (`leading(displayed:at:)`), after the others by default.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// On the trailing edge (`trailing(displayed:at:)`), after the others by default.
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just after the first accessory of `accessory`'s type, or at the end when there is
        /// none (`position(after:)`).
        public static func position(after accessory: UICellAccessory) -> Position {
            { others in others.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 } ?? others.count }
        }

        /// Just before the first accessory of `accessory`'s type, or at the start when there is
        /// none (`position(before:)`).
        public static func position(before accessory: UICellAccessory) -> Position {
            { others in others.firstIndex { $0.accessoryType == accessory.accessoryType } ?? 0 }
        }

        /// When the accessory shows.
        var displayedState: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }
    }

    /// A custom view accessory's options (`UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration: CellAccessoryOptions {
        /// The view shown (`customView`).
        public let customView: UIView
        /// Its edge and place (`placement`).
        public var placement: Placement
        /// Whether it is hidden (`isHidden`); default false.
        public var isHidden: Bool
        /// The width kept for it, the view centred in it (`reservedLayoutWidth`); default
        /// `.standard`: the view's own width.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour (`tintColor`); default nil, the view's own.
        public var tintColor: UIColor?
        /// Whether the view keeps the size of its frame (`maintainsFixedSize`); default false:
        /// it is sized to fit during the accessories' layout.
        public var maintainsFixedSize: Bool

        /// Options (`init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`).
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// An accessory showing an app's own view (`customView(configuration:)`), on the edge and
    /// at the place `configuration.placement` gives.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        var accessory = UICellAccessory(.customView, displayed: configuration.placement.displayedState, options: configuration)
        accessory.customView = configuration
        return accessory
    }

    /// The custom view's size in a cell `height` tall: its frame's size when it keeps it, else
    /// the size it fits in (Auto Layout's compressed fitting size; a dimension that comes out 0
    /// keeps the frame's), no taller than the cell. UIKit does not document its sizing
    /// (docs/REFERENCE.md §19).
    func customViewSize(in height: CGFloat) -> CGSize {
        guard let configuration = customView else { return .zero }
        let view = configuration.customView
        var size = view.bounds.size
        if !configuration.maintainsFixedSize {
            let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            if fitted.width > 0 { size.width = fitted.width }
            if fitted.height > 0 { size.height = fitted.height }
        }
        return CGSize(width: size.width.nonNegativeFinite, height: min(size.height.nonNegativeFinite, max(0, height)))
    }
}

extension [UICellAccessory] {
    /// Each accessory's edge and place for ``ListAccessoryLayout``, by index (nil where
    /// `shows` is false): the system accessories in their kinds' order on their kinds' edges,
    /// then each custom view, in the given order, inserted where its placement's position says
    /// among those already on its edge (clamped to the edge's ends).
    func placements(shows: (Int) -> Bool) -> [(isLeading: Bool, order: Int)?] {
        var edges: [Bool: [Int]] = [true: [], false: []]
        let system = indices.filter { shows($0) && self[$0].customView == nil }
        for index in system.sorted(by: { (self[$0].accessoryType.order, $0) < (self[$1].accessoryType.order, $1) }) {
            edges[self[index].accessoryType.isLeading, default: []].append(index)
        }
        for index in indices where shows(index) {
            guard let placement = self[index].customView?.placement else { continue }
            let (isLeading, position): (Bool, UICellAccessory.Placement.Position) =
                switch placement {
                case .leading(_, let position): (true, position)
                case .trailing(_, let position): (false, position)
                }
            let edge = edges[isLeading, default: []]
            let at = Swift.min(Swift.max(0, position(edge.map { self[$0] })), edge.count)
            edges[isLeading, default: []].insert(index, at: at)
        }
        var result = [(isLeading: Bool, order: Int)?](repeating: nil, count: count)
        for (isLeading, edge) in edges {
            for (order, index) in edge.enumerated() { result[index] = (isLeading, order) }
        }
        return result
    }
}
