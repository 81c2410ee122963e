/// One level of the lexicographic objective: the optional constraints of one priority (or a
/// temporary level, see ``Tableau/artificialLevel`` and ``Tableau/probeLevel``).
struct Level {
    /// The priority; the artificial level's is infinite, the probe level's 0.
    var priority: Float
    /// The level's objective constant: the sum of its errors' values.
    var constant = 0.0
    /// How many constraints of the solver are at this level.
    var users = 0
}

extension Tableau {
    /// The levels every tableau starts with: the artificial level (id 0) and the probe level
    /// (id 1).
    static let temporaryLevels = [Level(priority: .infinity), Level(priority: 0)]
}
