import Foundation
import Testing
import UIKit

/// A cell whose class name serves as its reuse identifier, as iOS code often writes it.
final class ClassDescriptionProbeCell: UICollectionViewCell {}

/// `NSObject`'s class methods `description()` and `debugDescription()`: the class's name as
/// `NSStringFromClass` gives it — the module, a dot, the class.
@Suite struct ClassDescriptionTests {
    @Test func aClassDescribesItselfByModuleAndName() {
        #expect(ClassDescriptionProbeCell.description() == "UIKitTests.ClassDescriptionProbeCell")
        #expect(ClassDescriptionProbeCell.debugDescription() == "UIKitTests.ClassDescriptionProbeCell")
        #expect(UIView.description() == "UIKit.UIView")
    }

    @Test func theClassNameServesAsAReuseIdentifier() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(ClassDescriptionProbeCell.self, forCellWithReuseIdentifier: ClassDescriptionProbeCell.description())
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ClassDescriptionProbeCell.description(), for: IndexPath(item: 0, section: 0))
        #expect(cell is ClassDescriptionProbeCell)
    }
}
