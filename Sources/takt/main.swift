import TaktCLI

await TaktCommandLine.main()
