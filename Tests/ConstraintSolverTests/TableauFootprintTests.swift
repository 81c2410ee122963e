import Testing

@testable import ConstraintSolver

/// How much memory the tableau spends on each symbol, row and constraint (a solver of 100,000
/// cells holds four million symbols), and that the shared fields still say what they did.
@Suite struct TableauFootprintTests {
    @Test func symbolsRowsAndRecordsTakeTheirPackedSizes() {
        // kind, queued, row, column head, owner-or-uses, variable-or-marker value.
        #expect(MemoryLayout<SymbolInfo>.stride == 24)
        // constant, basic, start, count, size class.
        #expect(MemoryLayout<Row>.stride == 24)
        // constraint, marker, other, ±1, level, constant, order.
        #expect(MemoryLayout<Solver.Record>.stride == 40)
    }

    @Test func aVariableHasNoOwnerAndAMarkerNoUses() {
        var variable = SymbolInfo(kind: .external, owner: 7)
        variable.uses += 2
        variable.variable = 42
        variable.owner = 9
        variable.markerValue = 3.5
        #expect(variable.uses == 2)
        #expect(variable.variable == 42)
        #expect(variable.owner == -1)
        #expect(variable.markerValue == 0)

        var marker = SymbolInfo(kind: .slack, owner: 7)
        marker.markerValue = -12.25
        marker.uses = 5
        marker.variable = 42
        #expect(marker.owner == 7)
        #expect(marker.markerValue == -12.25)
        #expect(marker.uses == 0)
        #expect(marker.variable == 0)
    }

    @Test func aConstraintsRowStartsWithRoomForItsTermsAndMarkers() {
        var tableau = Tableau()
        // 2 terms + 2 markers fit the smallest span (4 terms); 3 + 2 need the next (8).
        #expect(tableau.pool.capacity(of: tableau.beginRow(constant: 0, termCount: 2)) == 4)
        #expect(tableau.pool.capacity(of: tableau.beginRow(constant: 0, termCount: 3)) == 8)
    }

    @Test func aMergeThatOutgrowsItsSpanMovesToOneOfTheDistinctSymbolsSize() {
        var tableau = Tableau()
        // row = 1·s1 + 1·s2 + 1·s3 + 1·s4 (a full 4-term span).
        var row = tableau.pool.makeRow(constant: 0, capacity: 4)
        for symbol: Int32 in 1...4 { tableau.pool.insert(RowTerm(symbol: symbol, coefficient: 1), at: Int(symbol) - 1, in: &row) }
        // source = 2·s1 + 2·s2 + 2·s3 − 0.5·s4 + 2·s5: five symbols, four shared.
        var source = tableau.pool.makeRow(constant: 0, capacity: 8)
        for symbol: Int32 in 1...5 {
            tableau.pool.insert(RowTerm(symbol: symbol, coefficient: symbol == 4 ? -0.5 : 2), at: Int(symbol) - 1, in: &source)
        }
        #expect(tableau.pool.distinctSymbols(row, source) == 5)
        // row + 2·source = 5·s1 + 5·s2 + 5·s3 + 0·s4 (dropped) + 4·s5.
        tableau.merge(source, scaledBy: 2, into: &row, slot: -1)
        // 4 + 5 terms would take a 16-term span; the 5 distinct symbols take an 8-term one.
        #expect(tableau.pool.capacity(of: row) == 8)
        let terms = row.span.map { tableau.pool.terms[$0] }
        #expect(terms.map(\.symbol) == [1, 2, 3, 5])
        #expect(terms.map(\.coefficient) == [5, 5, 5, 4])
    }
}
