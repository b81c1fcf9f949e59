import ArgumentParser
import VitalSnap

@main
struct VitalSnapCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitalsnap",
        abstract: "Reads the seven-segment displays of medical devices from photos, videos and webcams.",
        subcommands: [
            PeripheralsCommand.self,
            OverlayCommand.self,
            RenderCommand.self,
            ReadCommand.self,
            ScanCommand.self,
            RenderVideoCommand.self,
            BenchSessionCommand.self,
            EvalCommand.self,
            BenchCommand.self,
            SubmitCommand.self,
            QueueCommand.self,
            RecordsCommand.self,
            CorpusCommand.self,
        ]
    )
}
