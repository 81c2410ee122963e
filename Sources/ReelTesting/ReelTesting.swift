// The ReelTesting module; see DESIGN.md.
