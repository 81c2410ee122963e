import UIKit

/// A cell written the iOS way, as the README's Auto Layout example writes it: a row
/// `UIStackView` of a 44-point image view and a column stack of two labels (body and
/// subheadline, 3 apart), centred across, pinned to the content view's layout margins with
/// anchors and `NSLayoutConstraint.activate`.
final class ContactCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let photoView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.numberOfLines = 0
        let labels = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        labels.axis = .vertical
        labels.spacing = 3
        let row = UIStackView(arrangedSubviews: [photoView, labels])
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            photoView.widthAnchor.constraint(equalToConstant: 44),
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Names and details for `ContactCell`s.
final class ContactSource: NSObject, UICollectionViewDataSource {
    let contacts: [(name: String, detail: String)]
    init(_ contacts: [(name: String, detail: String)]) { self.contacts = contacts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { contacts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "contact", for: indexPath)
        if let cell = cell as? ContactCell {
            cell.nameLabel.text = contacts[indexPath.item].name
            cell.detailLabel.text = contacts[indexPath.item].detail
        }
        return cell
    }
}
