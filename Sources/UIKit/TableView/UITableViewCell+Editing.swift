// A table cell in editing mode (docs/REFERENCE.md §27.8): the table tells the cell its row's
// editing control and whether it indents and shows a reorder control; the cell draws them as
// the list accessories of §19.3 — the delete control (or the insert control) at the leading
// edge, pushing the content in, and the reorder control at the trailing edge — with its
// editing accessory in place of its accessory.

extension UITableViewCell {
    /// The control a row shows at its leading edge while its table edits
    /// (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A delete control (a red minus); its Delete button commits the deletion.
        case delete = 1
        /// An insert control (a green plus); a tap commits the insertion.
        case insert = 2
    }

    /// What the table decided for the cell's row while editing: its control, whether the
    /// content indents, whether the reorder control shows.
    struct EditingParts: Equatable {
        /// The leading control.
        var style = EditingStyle.none
        /// Whether the content moves in past the control's room.
        var indents = true
        /// Whether the reorder control shows (the cell's ``showsReorderControl`` and the data
        /// source's `canMoveRowAt`).
        var movable = false
    }

    /// The editing control the cell shows (`editingStyle`): its table's answer for its row
    /// while editing, `.none` otherwise.
    public var editingStyle: EditingStyle { editing ? editingParts.style : .none }

    /// The list accessories shown now: the editing control, the standard accessory of the
    /// mode, the reorder control (docs/REFERENCE.md §27.8).
    var shownListAccessories: [UICellAccessory] {
        guard editing else { return accessoryView == nil ? accessoryType.listAccessories : [] }
        var shown: [UICellAccessory] = []
        switch editingParts.style {
        case .none: break
        case .delete: shown.append(.delete(displayed: .always))
        case .insert:
            var control = UICellAccessory.delete(displayed: .always)
            control.tintColor = .systemGreen
            shown.append(control)
        }
        if editingAccessoryView == nil { shown += editingAccessoryType.listAccessories }
        if editingParts.movable { shown.append(.reorder(displayed: .always)) }
        return shown
    }

    /// The glyph of a shown accessory: the insert control draws a plus.
    func shownGlyph(of accessory: UICellAccessory) -> String {
        editing && editingParts.style == .insert && accessory.accessoryType == .delete ? "⊕" : accessory.glyph(expanded: false)
    }

    /// The accessory view of the mode: ``editingAccessoryView`` while editing, else
    /// ``accessoryView``.
    var shownAccessoryView: UIView? { editing ? editingAccessoryView : accessoryView }

    /// How far the content is pushed in while editing: nothing when the content does not
    /// indent; otherwise the leading control's room (computed by the accessory layout), or,
    /// for a row without a control, the room a delete control takes — the layout margin plus
    /// its 24 points (docs/REFERENCE.md §27.8, chosen).
    var editingIndentation: CGFloat {
        guard editing, editingParts.indents, shouldIndentWhileEditing, editingParts.style == .none else { return 0 }
        return ListMetrics.layoutMargin(forWidth: bounds.width) + (UICellAccessory.AccessoryType.delete.standardWidth ?? 0)
    }
}
