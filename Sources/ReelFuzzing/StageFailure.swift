/// An error a pipeline stage threw, tagged with the stage, on its way to
/// ``FuzzOutcome/rejected(stage:message:)``.
struct StageFailure: Error {
    /// The stage (`layout`, `png`…).
    var stage: String
    /// The error, described.
    var message: String
}

/// Runs `body` as the stage `name`: a ``FuzzFailure`` passes through, any other error
/// becomes a ``StageFailure``.
func stage<T>(_ name: String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let failure as FuzzFailure {
        throw failure
    } catch let failure as StageFailure {
        throw failure
    } catch {
        throw StageFailure(stage: name, message: String(describing: error))
    }
}
