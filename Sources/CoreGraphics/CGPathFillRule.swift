/// The rule that decides a path's inside (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}
