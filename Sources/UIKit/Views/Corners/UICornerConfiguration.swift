import Foundation

/// How a view's four corners are rounded (`UICornerConfiguration`, iOS 26), set on
/// `UIView.cornerConfiguration`: a radius for each corner, corners that share one radius (the
/// largest their radii resolve to), or a capsule (docs/REFERENCE.md §22.17).
public struct UICornerConfiguration: Sendable, CustomStringConvertible {
    /// The radii, top-left, top-right, bottom-left, bottom-right (nil: a square corner).
    let radii: [UICornerRadius?]
    /// Groups of corners (indices into ``radii``) that take the largest radius among them.
    let uniformGroups: [[Int]]
    /// Whether the corners round into a capsule.
    let isCapsule: Bool
    /// The largest radius a capsule's corners take (nil: no limit).
    let capsuleMaximumRadius: Double?

    init(_ radii: [UICornerRadius?], uniform groups: [[Int]] = []) {
        self.radii = radii; uniformGroups = groups; isCapsule = false; capsuleMaximumRadius = nil
    }

    private init(capsuleMaximumRadius: Double?) {
        radii = []; uniformGroups = []; isCapsule = true; self.capsuleMaximumRadius = capsuleMaximumRadius
    }

    /// Each corner rounded by `radius`, each resolving on its own (`corners(radius:)`): a
    /// concentric radius may differ from corner to corner.
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([radius, radius, radius, radius])
    }

    /// A radius for each corner; nil leaves it square
    /// (`corners(topLeftRadius:topRightRadius:bottomLeftRadius:bottomRightRadius:)`).
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration([topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius])
    }

    /// All four corners rounded alike by `radius` (`uniformCorners(radius:)`).
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([radius, radius, radius, radius], uniform: [[0, 1, 2, 3]])
    }

    /// The top corners rounded alike by `topRadius`, the bottom ones on their own
    /// (`uniformTopRadius(_:bottomLeftRadius:bottomRightRadius:)`).
    public static func uniformTopRadius(
        _ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        UICornerConfiguration([topRadius, topRadius, bottomLeftRadius, bottomRightRadius], uniform: [[0, 1]])
    }

    /// The bottom corners rounded alike by `bottomRadius`, the top ones on their own
    /// (`uniformBottomRadius(_:topLeftRadius:topRightRadius:)`).
    public static func uniformBottomRadius(
        _ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        UICornerConfiguration([topLeftRadius, topRightRadius, bottomRadius, bottomRadius], uniform: [[2, 3]])
    }

    /// The left corners rounded alike by `leftRadius`, the right ones on their own
    /// (`uniformLeftRadius(_:topRightRadius:bottomRightRadius:)`).
    public static func uniformLeftRadius(
        _ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        UICornerConfiguration([leftRadius, topRightRadius, leftRadius, bottomRightRadius], uniform: [[0, 2]])
    }

    /// The right corners rounded alike by `rightRadius`, the left ones on their own
    /// (`uniformRightRadius(_:topLeftRadius:bottomLeftRadius:)`).
    public static func uniformRightRadius(
        _ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil, bottomLeftRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        UICornerConfiguration([topLeftRadius, rightRadius, bottomLeftRadius, rightRadius], uniform: [[1, 3]])
    }

    /// The top corners alike by `topRadius`, the bottom ones alike by `bottomRadius`
    /// (`uniformEdges(topRadius:bottomRadius:)`).
    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([topRadius, topRadius, bottomRadius, bottomRadius], uniform: [[0, 1], [2, 3]])
    }

    /// The left corners alike by `leftRadius`, the right ones alike by `rightRadius`
    /// (`uniformEdges(leftRadius:rightRadius:)`).
    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration([leftRadius, rightRadius, leftRadius, rightRadius], uniform: [[0, 2], [1, 3]])
    }

    /// Corners rounded into a capsule — half the shorter side — at most `maximumRadius`
    /// (`capsule(maximumRadius:)`).
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(capsuleMaximumRadius: maximumRadius)
    }

    /// The configuration in words.
    public var description: String {
        if isCapsule { return capsuleMaximumRadius.map { "capsule(maximumRadius: \($0))" } ?? "capsule" }
        let names = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        let corners = zip(names, radii).map { "\($0): \($1.map(String.init(describing:)) ?? "square")" }
        let groups = uniformGroups.map { "uniform \($0.map { names[$0] }.joined(separator: "+"))" }
        return "UICornerConfiguration(" + (corners + groups).joined(separator: ", ") + ")"
    }
}
