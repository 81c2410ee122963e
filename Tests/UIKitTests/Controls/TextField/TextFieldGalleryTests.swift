import CairoRendering
import CollectionAnimation
import CollectionRendering
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A sign-in form written as an iOS team writes one — labelled rows of text fields laid out
/// with Auto Layout on their baselines — above a field of each border style, a clear button,
/// overlay views and a secure entry. The reference shows the look chosen in
/// docs/REFERENCE.md §25.4; the hand-worked geometry of each part is in
/// `TextFieldLayoutTests` and `TextFieldDrawingTests`.
@Suite(.snapshots(record: .never)) struct TextFieldGalleryTests {
    /// A labelled row: the label at the leading margin, the field filling the rest, their
    /// first baselines aligned, the row as high as the field.
    final class FormRow: UIView {
        let label = UILabel()
        let field = UITextField()

        init(title: String, placeholder: String) {
            super.init(frame: .zero)
            label.text = title
            label.font = .preferredFont(forTextStyle: .body)
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            label.setContentHuggingPriority(.required, for: .horizontal)
            label.setContentCompressionResistancePriority(.required, for: .horizontal)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                field.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
                label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    private func gallery() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 312))
        root.backgroundColor = .systemGroupedBackground
        let email = FormRow(title: "Email", placeholder: "name@example.com")
        email.field.keyboardType = .emailAddress
        email.field.textContentType = .emailAddress
        let password = FormRow(title: "Password", placeholder: "Required")
        password.field.isSecureTextEntry = true
        password.field.text = "hunter2"
        let styles: [UITextField] = [UITextField.BorderStyle.none, .line, .bezel, .roundedRect].map { style in
            let field = UITextField()
            field.borderStyle = style
            field.text = "Border style \(style.rawValue)"
            field.backgroundColor = style == .none ? .white : nil
            return field
        }
        let search = UITextField()
        search.borderStyle = .roundedRect
        search.text = "Searching for something long enough to be cut at the end"
        search.clearButtonMode = .always
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        icon.backgroundColor = .systemBlue
        search.leftView = icon
        search.leftViewMode = .always
        let stack = UIStackView(arrangedSubviews: [email, password] + styles + [search])
        stack.axis = .vertical
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        email.field.becomeFirstResponder()
        email.field.insertText("kim@exa")
        root.layoutIfNeeded()
        return root
    }

    @Test func aFormAndEachStyle() throws {
        try UIFont.withTextMeasurer(try PangoContentMeasurer()) {
            let view = gallery()
            assertSnapshot(of: view, as: .image(traits: UITraitCollection(displayScale: 2)), named: "scale2")
        }
    }
}
