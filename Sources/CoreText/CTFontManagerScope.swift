/// How widely and how long a font registration holds (`CTFontManagerScope`), with Core Text's
/// raw values.
///
/// Deliberate difference: every scope registers for the process until it is unregistered or
/// the process ends, as `process` does (docs/REFERENCE.md §22.25); nothing is shared with
/// other processes or kept for a later session.
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope (`none`, 0): registers as `process` here.
    case none = 0
    /// For this process until unregistered (`process`, 1).
    case process = 1
    /// For every process of the user, and later sessions (`persistent`, 2): as `process` here.
    case persistent = 2
    /// For the user's session (`session`, 3): as `process` here.
    case session = 3

    /// `persistent`'s older name (`user`).
    public static var user: CTFontManagerScope { .persistent }
}
