import CollectionLayout

// Section headers and footers (docs/REFERENCE.md §27.2): the delegate's view, else a
// header-footer view showing the data source's title in the list style of the table's
// style; automatic heights fit the view. In a plain table they float: a header stays at the
// top of the visible area while its section passes under it, a footer at the bottom.

extension UITableView {
    /// The height of a section's header or footer: the delegate's or the table's, else
    /// (``automaticDimension``) what its view needs at the row width, 0 without one.
    func sectionViewHeight(header: Bool, _ section: Int) -> CGFloat {
        let view = sectionView(header: header, section)
        let asked =
            header
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? unansweredSectionViewHeight(header: true, section)
            : delegate?.tableView(self, heightForFooterInSection: section) ?? unansweredSectionViewHeight(header: false, section)
        if asked >= 0, asked.isFinite { return asked }
        guard let view else { return 0 }
        return fittedHeight(of: view, width: rowWidth)
    }

    /// The height a section's header or footer takes when the delegate does not answer:
    /// ``sectionHeaderHeight`` or ``sectionFooterHeight``, except 0 in a plain table for a
    /// section without a title or view (grouped tables keep the height as spacing).
    func unansweredSectionViewHeight(header: Bool, _ section: Int) -> CGFloat {
        if style == .plain, sectionView(header: header, section) == nil { return 0 }
        return header ? sectionHeaderHeight : sectionFooterHeight
    }

    /// The header or footer view of a section, made once per reload: the delegate's, else a
    /// titled header-footer view when the data source has a title, else nil.
    func sectionView(header: Bool, _ section: Int) -> UIView? {
        if let view = header ? shownHeaders[section] : shownFooters[section] { return view }
        let made: UIView?
        if let view = header
            ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        {
            made = view
        } else if let title = header
            ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        {
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            var configuration = sectionTitleConfiguration(header: header)
            configuration.text = title
            view.contentConfiguration = configuration
            made = view
        } else {
            made = nil
        }
        guard let made else { return nil }
        (made as? UITableViewHeaderFooterView)?.adopt(tableStyle: style, isHeader: header)
        if header { shownHeaders[section] = made } else { shownFooters[section] = made }
        addSubview(made)
        return made
    }

    /// The list configuration a titled header or footer shows: the plain styles in a plain
    /// table, the grouped ones otherwise (docs/REFERENCE.md §19.2).
    func sectionTitleConfiguration(header: Bool) -> UIListContentConfiguration {
        switch (style, header) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
    }

    /// The height a view needs at `width`: its content configuration's, else
    /// `systemLayoutSizeFitting` with the width fixed when Auto Layout sizes it, else its
    /// frame's height.
    func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
        if let host = view as? UITableViewHeaderFooterView,
            let height = host.contentConfigurationHeight(
                fitting: CGSize(width: width, height: 0), verticalFittingPriority: .fittingSizeLevel)
        {
            return height.isFinite ? max(0, height) : 0
        }
        guard view.subtreeUsesAutoLayout else { return max(0, view.frame.height) }
        let height = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        return height.isFinite ? max(0, height) : 0
    }

    /// Places each section's header and footer at its frame (floating in a plain table),
    /// above the cells.
    func placeSectionViews(_ layout: TableLayout) {
        let top = bounds.minY + adjustedContentInset.top, bottom = bounds.maxY - adjustedContentInset.bottom
        for (section, view) in shownHeaders {
            guard layout.headers.indices.contains(section), var frame = layout.headers[section] else {
                view.isHidden = true
                continue
            }
            if style == .plain {
                let end = layout.sections[section].maxY - frame.height
                frame.origin.y = max(frame.minY, min(top, end))
            }
            view.isHidden = false
            view.frame = frame
            bringSubviewToFront(view)
        }
        for (section, view) in shownFooters {
            guard layout.footers.indices.contains(section), var frame = layout.footers[section] else {
                view.isHidden = true
                continue
            }
            if style == .plain {
                let start = layout.headers[section]?.maxY ?? layout.sections[section].minY
                frame.origin.y = min(frame.minY, max(bottom - frame.height, start))
            }
            view.isHidden = false
            view.frame = frame
            bringSubviewToFront(view)
        }
    }
}
