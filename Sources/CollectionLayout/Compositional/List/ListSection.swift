/// What a list section adds to its rows: a minimum height and hairline separators
/// (docs/REFERENCE.md §14.6). Set by ``LayoutSection/list(using:environment:)``.
public struct ListRows: Sendable, Equatable {
    /// The separator below each row, drawn as a decoration of kind
    /// ``ListConfiguration/separatorElementKind`` at the row's index path.
    public struct Separator: Sendable, Equatable {
        /// From the row's leading edge to the separator's.
        public var leadingInset: CGFloat
        /// From the separator's trailing edge to the row's.
        public var trailingInset: CGFloat
        /// Its height: one pixel (1 / display scale).
        public var thickness: CGFloat
        /// Whether the section's last row has one too (`.visible`); `.automatic` leaves it out.
        public var includesLastRow: Bool

        /// A separator inset from the row's edges.
        public init(leadingInset: CGFloat, trailingInset: CGFloat, thickness: CGFloat, includesLastRow: Bool = false) {
            self.leadingInset = leadingInset
            self.trailingInset = trailingInset
            self.thickness = thickness
            self.includesLastRow = includesLastRow
        }

        /// The separator of a row of `frame`: inside its bottom edge, one pixel tall.
        public func frame(inRow frame: CGRect) -> CGRect {
            CGRect(
                x: frame.minX + leadingInset, y: frame.maxY - thickness,
                width: max(0, frame.width - leadingInset - trailingInset), height: thickness)
        }
    }

    /// The least height (length along the scroll direction) a self-sized row takes.
    public var minimumLength: CGFloat
    /// The separators; nil: none.
    public var separator: Separator?

    /// Rows at least `minimumLength` long, with `separator`.
    public init(minimumLength: CGFloat, separator: Separator?) {
        self.minimumLength = minimumLength
        self.separator = separator
    }
}

extension LayoutSection {
    /// A list section for `environment`, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// (docs/REFERENCE.md §14.6; the metrics are ``ListMetrics``, approximations):
    ///
    /// - rows: one a group, the full width of the section's content area, `.estimated(44)`
    ///   tall, at least 44 once self-sized;
    /// - `.insetGrouped` and `.sidebar`: content insets of the layout margin
    ///   (``ListMetrics/layoutMargin(forWidth:)``) on both sides, headers and footers inset
    ///   alike, and a rounded background (``ListConfiguration/backgroundElementKind``) behind
    ///   the rows only;
    /// - the grouped appearances: ``ListMetrics/groupedSectionSpacing`` above a section
    ///   without a supplementary header;
    /// - a supplementary header of `.estimated` plain or grouped height, below
    ///   ``ListConfiguration/headerTopPadding``; a supplementary footer likewise;
    /// - separators below every row but the section's last, from the layout margin to the
    ///   row's trailing edge, one pixel tall.
    public static func list(using configuration: ListConfiguration, environment: LayoutEnvironment) -> LayoutSection {
        let width = environment.container.effectiveContentSize.width
        let margin = ListMetrics.layoutMargin(forWidth: width)
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedRowHeight))
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]))
        let side: CGFloat = configuration.isInset ? margin : 0
        let supplementaryHeight =
            configuration.isGrouped ? ListMetrics.groupedSupplementaryHeight : ListMetrics.plainSupplementaryHeight
        var head: CGFloat = 0, tail: CGFloat = 0
        if configuration.headerMode == .supplementary {
            let padding = finite(configuration.headerTopPadding) ?? configuration.automaticHeaderTopPadding
            var header = BoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(padding + supplementaryHeight)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
            header.contentInsets = DirectionalEdgeInsets(top: padding, leading: side, bottom: 0, trailing: side)
            section.boundarySupplementaryItems.append(header)
            head = padding + supplementaryHeight
        } else if configuration.isGrouped {
            section.contentInsets.top = ListMetrics.groupedSectionSpacing
        }
        if configuration.footerMode == .supplementary {
            var footer = BoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(supplementaryHeight)),
                elementKind: ElementKind.sectionFooter, alignment: .bottom)
            footer.contentInsets = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            section.boundarySupplementaryItems.append(footer)
            tail = supplementaryHeight
        }
        section.contentInsets.leading = side
        section.contentInsets.trailing = side
        if configuration.isInset {
            var background = DecorationItem.background(elementKind: ListConfiguration.backgroundElementKind)
            background.contentInsets = DirectionalEdgeInsets(
                top: head + section.contentInsets.top, leading: side, bottom: tail + section.contentInsets.bottom, trailing: side)
            section.decorationItems = [background]
        }
        var separator: ListRows.Separator?
        if configuration.showsSeparators, configuration.bottomSeparatorVisibility != .hidden {
            let scale = environment.displayScale.isFinite && environment.displayScale > 0 ? environment.displayScale : 1
            separator = ListRows.Separator(
                leadingInset: max(0, finite(configuration.separatorLeadingInset) ?? margin),
                trailingInset: max(0, finite(configuration.separatorTrailingInset) ?? 0), thickness: 1 / scale,
                includesLastRow: configuration.bottomSeparatorVisibility == .visible)
        }
        section.listRows = ListRows(minimumLength: ListConfiguration.minimumRowHeight, separator: separator)
        return section
    }

    /// `value` when it is a finite number, else nil.
    private static func finite(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list section of `configuration`, as
    /// `UICollectionViewCompositionalLayout.list(using:)`; it registers the list's
    /// decoration kinds.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in LayoutSection.list(using: configuration, environment: environment) }
    }
}
