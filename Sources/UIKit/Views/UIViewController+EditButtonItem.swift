// UIViewController's `editButtonItem`: Apple documents "a bar button item that toggles its
// title and associated state between Edit and Done", whose "default button action invokes
// the setEditing(_:animated:) method".

extension UIViewController {
    /// A bar button item that toggles the controller between editing and not
    /// (`editButtonItem`): tapping it calls ``setEditing(_:animated:)`` with the opposite of
    /// ``isEditing``, animated; it reads "Edit" in the plain style, and "Done" in the done style
    /// while the controller edits, however editing changes. The same item each time.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                setEditing(!isEditing, animated: true)
            })
        item.showEditing(isEditing)
        editButtonItemStorage = item
        return item
    }
}

extension UIBarButtonItem {
    /// Shows the edit button's state: "Done" in the done style while editing, else "Edit" in
    /// the plain style.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
