"""runtime capability SUBCOMMAND: one module per subcommand, routed by the command table."""
