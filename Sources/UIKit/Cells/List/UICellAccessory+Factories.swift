extension UICellAccessory {
    /// A disclosure indicator (`disclosureIndicator(displayed:options:)`), trailing.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    /// A checkmark (`checkmark(displayed:options:)`), trailing.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, options: options)
    }

    /// A delete control (`delete(displayed:options:actionHandler:)`), leading, shown while
    /// editing by default; `actionHandler` runs on a tap (``UICollectionView/simulateAccessoryTap(_:at:)``).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(.delete, displayed: displayed, options: options)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A reorder control (`reorder(displayed:options:)`), trailing, shown while editing by
    /// default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, options: options)
    }

    /// An outline disclosure (`outlineDisclosure(displayed:options:actionHandler:)`), leading:
    /// a tap expands or collapses the cell's item as ``UICollectionView/simulateOutlineDisclosureTap(at:)``
    /// does, or runs `actionHandler` instead when given; it shows "⌄" while the item is
    /// expanded, "›" while collapsed.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(.outlineDisclosure, displayed: displayed, options: options)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A text label (`label(text:displayed:options:)`), trailing, in `secondaryLabel`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(.label, displayed: displayed, options: options)
        accessory.text = text
        if let font = options.font { accessory.font = font }
        return accessory
    }

    /// A detail button (`detail(displayed:options:actionHandler:)`, iOS 15.4), trailing;
    /// `actionHandler` runs on a tap.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        var accessory = UICellAccessory(.detail, displayed: displayed, options: options)
        accessory.actionHandler = actionHandler
        return accessory
    }
}
