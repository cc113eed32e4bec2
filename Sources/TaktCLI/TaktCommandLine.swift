import Foundation
import TaktCore
import TaktTerminal
import Yams

/// Entry point placeholder; replaced by the command table.
///
/// TEMPORARY (engine branch only): dispatches `run FILE [--speed X] [--plain] [--events F]
/// [--no-log|--log]` with a minimal YAML reading so the session driver can be tried end to
/// end before the program loader and the command table land. The lead replaces this file.
public enum TaktCommandLine {
    public static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let strings = Languages.bundled.strings(for: "en")
        guard arguments.first == "run", arguments.count >= 2 else {
            print(strings("app.name"))
            return
        }
        var options = SessionOptions()
        var index = 2
        while index < arguments.count {
            switch arguments[index] {
            case "--speed":
                index += 1
                options.speed = index < arguments.count ? Double(arguments[index]) ?? 1 : 1
            case "--plain": options.plain = true
            case "--events":
                index += 1
                options.eventsFile = index < arguments.count ? arguments[index] : nil
            case "--no-log": options.logMode = .noLog
            case "--log": options.logMode = .log
            default: break
            }
            index += 1
        }
        guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8),
            let node = try? Yams.compose(yaml: text), let program = TemporaryProgramReader.program(from: node)
        else {
            FileHandle.standardError.write(Data("cannot read \(arguments[1])\n".utf8))
            exit(1)
        }
        let catalog = ExerciseCatalog(
            program.blocks.flatMap(\.exercises).compactMap(\.key).map {
                Exercise(key: $0, name: LocalizedText(plain: $0), met: 8)
            })
        guard let timeline = try? TimelineCompiler(catalog: catalog).compile(program) else { exit(1) }
        let display: any SessionDisplay = PlainDisplay()
        let runner = SessionRunner(
            timeline: timeline, programID: program.id, programTitle: program.title, options: options,
            languages: .bundled, language: "en", profile: BodyProfile(), catalog: catalog, display: display, log: nil)
        do {
            _ = try runner.run()
        } catch {
            FileHandle.standardError.write(Data((error.message(strings) + "\n").utf8))
            exit(1)
        }
    }
}

/// TEMPORARY: just enough of the program format for the engine's end-to-end test.
enum TemporaryProgramReader {
    static func program(from node: Node) -> Program? {
        guard let map = node.mapping else { return nil }
        let blocks = (map["blocks"]?.sequence ?? []).compactMap { block -> Program.Block? in
            guard let block = block.mapping else { return nil }
            let exercises = (block["exercises"]?.sequence ?? []).compactMap { entry -> Program.ExerciseEntry? in
                guard let entry = entry.mapping else { return nil }
                return Program.ExerciseEntry(
                    key: entry["exercise"]?.string, timing: timing(entry), reps: entry["reps"]?.int)
            }
            return Program.Block(
                rounds: block["rounds"]?.int ?? 1, restAfter: block["restAfter"].flatMap(seconds),
                timing: timing(block), exercises: exercises)
        }
        return Program(
            id: map["id"]?.string ?? "program", title: LocalizedText(plain: map["title"]?.string ?? "Program"),
            getReady: map["getReady"].flatMap(seconds) ?? 10,
            defaults: map["defaults"]?.mapping.map(timing) ?? Timing(), blocks: blocks)
    }

    static func timing(_ map: Node.Mapping) -> Timing {
        Timing(work: map["work"].flatMap(seconds), rest: map["rest"].flatMap(seconds))
    }

    static func seconds(_ node: Node) -> Int? {
        guard let text = node.string else { return nil }
        return Int(text.hasSuffix("s") ? String(text.dropLast()) : text)
    }
}
