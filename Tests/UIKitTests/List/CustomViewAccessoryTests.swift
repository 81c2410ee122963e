import Testing
import UIKit

/// Custom view accessories (`UICellAccessory.customView(configuration:)`): the app's own view
/// on the edge its placement names, inserted among that edge's accessories (in leading-to-
/// trailing order) at the index its position gives, centred at its size in the width kept for
/// it. Worked for a 320-point plain list (16-point margins, 8 points between trailing and 16
/// between leading accessories, 44-point rows).
@Suite struct CustomViewAccessoryTests {
    /// A list of one row whose cell shows `accessories`.
    private func row(_ accessories: @escaping () -> [UICellAccessory]) -> ListCellFixture {
        let fixture = ListCellFixture { cell, _ in cell.accessories = accessories() }
        fixture.apply(["a"])
        return fixture
    }

    @Test func aTrailingViewGoesAfterTheEdgesOthersByDefaultAtItsOwnSize() throws {
        let toggle = UISwitch()
        let fixture = row { [.disclosureIndicator(), .customView(configuration: .init(customView: toggle, placement: .trailing()))] }
        // Trailing order [disclosure, switch]: the switch, 51 × 31, at the margin 253…304,
        // centred in the row (44 − 31) / 2 = 6.5; the disclosure 8 before it, 231…245.
        #expect(toggle.superview === fixture.cell(0))
        #expect(toggle.frame == CGRect(x: 253, y: 6.5, width: 51, height: 31))
        #expect(fixture.accessoryLabels(0).first?.frame == CGRect(x: 231, y: 0, width: 14, height: 44))
        #expect(fixture.cell(0)?.contentView.frame == CGRect(x: 0, y: 0, width: 231, height: 44))
    }

    @Test func aPositionBeforeAnAccessoryPutsTheViewOnItsContentSide() throws {
        let toggle = UISwitch()
        let placement = UICellAccessory.Placement.trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator()))
        let fixture = row { [.disclosureIndicator(), .customView(configuration: .init(customView: toggle, placement: placement))] }
        // Order [switch, disclosure]: disclosure 290…304, the switch 8 before it, 231…282.
        #expect(fixture.accessoryLabels(0).first?.frame.minX == 290)
        #expect(toggle.frame == CGRect(x: 231, y: 6.5, width: 51, height: 31))
    }

    @Test func aPositionAfterAMissingTypeGoesToTheEndAndBeforeOneToTheStart() {
        let others: [UICellAccessory] = [.checkmark(), .disclosureIndicator()]
        #expect(UICellAccessory.Placement.position(after: .detail())(others) == 2)
        #expect(UICellAccessory.Placement.position(before: .detail())(others) == 0)
        #expect(UICellAccessory.Placement.position(after: .checkmark())(others) == 1)
        #expect(UICellAccessory.Placement.position(before: .disclosureIndicator())(others) == 1)
    }

    @Test func aLeadingViewKeepingItsFrameFollowsTheOutlineDisclosure() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let configuration = UICellAccessory.CustomViewConfiguration(customView: badge, placement: .leading(), maintainsFixedSize: true)
        let fixture = row { [.outlineDisclosure(), .customView(configuration: configuration)] }
        // Leading order [disclosure 16…30, badge 30 + 16 = 46…66], the content from 66.
        #expect(badge.frame == CGRect(x: 46, y: 12, width: 20, height: 20))
        #expect(fixture.cell(0)?.contentView.frame.minX == 66)
    }

    @Test func aReservedWidthCentresTheViewAndHiddenKeepsTheRoom() throws {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let configuration = UICellAccessory.CustomViewConfiguration(
            customView: dot, placement: .trailing(), isHidden: true, reservedLayoutWidth: .custom(40), tintColor: .systemPink)
        let fixture = row { [.customView(configuration: configuration)] }
        // The slot 264…304; the dot centred in it at 274, (44 − 10) / 2 = 17 down; hidden, it
        // keeps the room: the content ends at 264.
        #expect(dot.frame == CGRect(x: 274, y: 17, width: 20, height: 10))
        #expect(dot.isHidden)
        #expect(dot.tintColor == .systemPink)
        #expect(fixture.cell(0)?.contentView.frame.maxX == 264)
    }

    @Test func aViewShownOnlyWhileEditingLeavesTheRoomToTheContentOtherwise() throws {
        let handle = UISwitch()
        let fixture = row { [.customView(configuration: .init(customView: handle, placement: .trailing(displayed: .whenEditing)))] }
        #expect(handle.isHidden)
        #expect(fixture.cell(0)?.contentView.frame.width == 320)
    }
}
