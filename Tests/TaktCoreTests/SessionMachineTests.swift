import Testing

@testable import TaktCore

/// The session machine's rules with injected program time: no clock, no sleeping.
@Suite struct SessionMachineTests {
    typealias Event = SessionMachine.Event

    static func phaseStarts(_ effects: [SessionMachine.Effect]) -> [SessionMachine.Moment] {
        effects.compactMap {
            if case .note(let moment) = $0, moment.note == .phaseStarted { return moment }
            return nil
        }
    }

    static func endings(_ effects: [SessionMachine.Effect]) -> [SessionEnding] {
        effects.compactMap {
            if case .end(let ending) = $0 { return ending }
            return nil
        }
    }

    // MARK: - A whole Tabata

    /// Program second → phase order and kind: get ready 0–10, work k at 10 + 30(k-1), rest 20 s later.
    static let tabataInstants: [(Double, Int, Phase.Kind)] = [
        (0, 1, .getReady), (9.999, 1, .getReady), (10, 2, .work), (29.5, 2, .work), (30, 3, .rest),
        (39.9, 3, .rest), (40, 4, .work), (70, 6, .work), (100.25, 8, .work), (125, 9, .rest),
        (160, 12, .work), (209.99, 14, .work), (210, 15, .rest), (220, 16, .work), (239.999, 16, .work),
    ]

    @Test(arguments: tabataInstants)
    func tabataReplayedAtAnInstant(second: Double, order: Int, kind: Phase.Kind) {
        var machine = SessionFixtures.machine(SessionFixtures.tabata)
        _ = machine.handle(.start, at: .zero)
        // One late tick covers every deadline before it, as a driver that slept would.
        _ = machine.handle(.tick, at: .seconds(second))
        let snapshot = machine.snapshot(at: .seconds(second))
        #expect(snapshot.phase.order == order)
        #expect(snapshot.phase.kind == kind)
        #expect(machine.stage == .running(kind))
        #expect(snapshot.phaseCount == 16)
        #expect(snapshot.plannedTotal == .seconds(240))
    }

    @Test func tabataEndsAtItsLastDeadlineAsFinished() throws {
        var machine = SessionFixtures.machine(SessionFixtures.tabata)
        var effects = machine.handle(.start, at: .zero)
        effects += machine.handle(.tick, at: .seconds(239.999))
        #expect(Self.endings(effects).isEmpty)
        effects += machine.handle(.tick, at: .seconds(241.5))
        let ending = try #require(Self.endings(effects).first)
        #expect(Self.endings(effects).count == 1)
        #expect(ending.reason == .finished)
        #expect(ending.endedAt == .seconds(240))
        #expect(ending.duration == .seconds(240))
        #expect(ending.active == .seconds(160))
        #expect(ending.phasesDone == 16)
        #expect(ending.phasesTotal == 16)
        #expect(ending.paused == .zero)
        // 160 s at MET 11 and 70 s of short rest billed at 11: 230 s × 11 × 3.5 × 70 / 200 / 60.
        #expect(abs(ending.kcal.kcal - 230.0 / 60 * 11 * 3.5 * 70 / 200) < 1e-9)
        #expect(machine.isFinished)
    }

    /// A driver that always wakes late still starts phase k at exactly the planned sum.
    @Test func lateWakesAccumulateNoDrift() {
        var machine = SessionFixtures.machine(SessionFixtures.tabata)
        var effects = machine.handle(.start, at: .zero)
        var wakes = 0
        while let deadline = machine.nextDeadline {
            // 37 ms late every time, a thousand times over would still not shift a phase.
            effects += machine.handle(.tick, at: deadline + .milliseconds(37))
            wakes += 1
        }
        let starts = Self.phaseStarts(effects)
        var expected: [Double] = [0]
        for phase in SessionFixtures.tabata.phases.dropLast() {
            expected.append((expected.last ?? 0) + Double(phase.seconds ?? 0))
        }
        #expect(starts.map { $0.planned?.secondsValue ?? -1 } == expected)
        #expect(starts.dropFirst().allSatisfy { $0.time - ($0.planned ?? .zero) == .milliseconds(37) })
        #expect(Self.endings(effects).first?.endedAt == .seconds(240))
        // Each phase end, each countdown second before work and each halfway point: one wake each.
        #expect(wakes == 16 + 8 * 3 + 8)
    }

    // MARK: - Pause and resume

    @Test func pauseKeepsTheExactRemainingTimeAndResumeContinues() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 12.25), (.key(.pauseResume), 12.25)])
        #expect(machine.stage == .paused(.work, since: .seconds(12.25)))
        #expect(machine.snapshot(at: .seconds(90)).remaining == .seconds(12.75))
        #expect(machine.snapshot(at: .seconds(90)).phaseElapsed == .seconds(7.25))
        #expect(machine.nextDeadline == nil)
        _ = machine.handle(.key(.pauseResume), at: .seconds(100))
        #expect(machine.snapshot(at: .seconds(100)).remaining == .seconds(12.75))
        #expect(machine.deadline == .seconds(112.75))
        let effects = machine.handle(.tick, at: .seconds(112.75))
        #expect(Self.phaseStarts(effects).map(\.planned) == [.seconds(112.75)])
        #expect(machine.stage == .running(.rest))
    }

    @Test func pausedTimeCountsNoCaloriesAndIsReported() throws {
        var machine = SessionFixtures.machine()
        let effects = machine.play([
            (.start, 0), (.key(.pauseResume), 2), (.key(.pauseResume), 32), (.tick, 40), (.key(.pauseResume), 40),
            (.key(.stop), 50),
        ])
        let ending = try #require(Self.endings(effects).first)
        #expect(ending.paused == .seconds(40))
        #expect(ending.duration == .seconds(50))
        // get ready 5 s (0–2, 32–35), then 5 s of burpees before the second pause.
        #expect(ending.performed.map(\.time) == [.seconds(5), .seconds(5)])
        #expect(ending.active == .seconds(5))
        #expect(abs(ending.kcal.kcal - 5.0 / 60 * 11 * 3.5 * 70 / 200) < 1e-9)
        #expect(ending.phasesDone == 1)
    }

    // MARK: - Skip

    @Test func skipDuringPauseStaysPausedWithTheNextPhaseWhole() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 10), (.key(.pauseResume), 10), (.key(.skip), 20)])
        #expect(machine.stage == .paused(.rest, since: .seconds(20)))
        #expect(machine.snapshot(at: .seconds(50)).remaining == .seconds(10))
        _ = machine.handle(.key(.pauseResume), at: .seconds(60))
        #expect(machine.deadline == .seconds(70))
        let effects = machine.handle(.tick, at: .seconds(70))
        #expect(Self.phaseStarts(effects).map(\.snapshot.phase.order) == [4])
    }

    /// `finished` means the last phase ran out: skipping everything is stopping, and says so.
    @Test func skippingPastTheLastPhaseStopsWithEveryPhaseSkipped() throws {
        var machine = SessionFixtures.machine()
        var effects = machine.play([(.start, 0), (.key(.skip), 1), (.key(.skip), 2), (.key(.skip), 3)])
        #expect(machine.stage == .running(.work))
        effects += machine.handle(.key(.skip), at: .seconds(4))
        #expect(machine.stage == .finished(.stopped))
        let ending = try #require(Self.endings(effects).first)
        #expect(Self.endings(effects).count == 1)
        #expect(ending.endedAt == .seconds(4))
        #expect(ending.phasesDone == 0)
        #expect(ending.phasesSkipped == ending.phasesTotal)
    }

    @Test func aSkippedPhaseDoneLaterIsNotCountedAsSkipped() throws {
        var machine = SessionFixtures.machine()
        // Skip the first phase, go back to it and let it run out, then let the rest run out.
        var effects = machine.play([(.start, 0), (.key(.skip), 1), (.key(.back), 2), (.key(.back), 2.5)])
        effects += machine.handle(.tick, at: .seconds(10_000))
        let ending = try #require(Self.endings(effects).first)
        #expect(ending.reason == .finished)
        #expect(ending.phasesSkipped == 0)
        #expect(ending.phasesDone == ending.phasesTotal)
    }

    // MARK: - Back

    @Test func backRestartsThePhase() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 15)])
        let effects = machine.handle(.key(.back), at: .seconds(15))
        #expect(describe(effects) == ["back", "phase 2 planned 15.0 t 15.0", "bell 2"])
        #expect(machine.deadline == .seconds(35))
        #expect(machine.snapshot(at: .seconds(15)).remaining == .seconds(20))
    }

    @Test func backTwiceWithinTheWindowGoesToThePreviousPhase() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 27), (.key(.back), 27)])
        let effects = machine.handle(.key(.back), at: .seconds(28.5))
        #expect(describe(effects) == ["back", "phase 2 planned 28.5 t 28.5", "bell 2"])
        #expect(machine.stage == .running(.work))
        // A third quick press walks one more phase back.
        _ = machine.handle(.key(.back), at: .seconds(30))
        #expect(machine.snapshot(at: .seconds(30)).phase.order == 1)
    }

    @Test func backTwiceAfterTheWindowRestartsAgain() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 27), (.key(.back), 27)])
        let effects = machine.handle(.key(.back), at: .seconds(29))
        #expect(describe(effects) == ["back", "phase 3 planned 29.0 t 29.0", "bell 3"])
    }

    @Test func backAtTheFirstPhaseRestartsIt() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.key(.back), 1)])
        let effects = machine.handle(.key(.back), at: .seconds(2))
        #expect(describe(effects) == ["back", "phase 1 planned 2.0 t 2.0", "bell 1"])
        #expect(machine.deadline == .seconds(7))
    }

    @Test func theBackWindowIsTwoRealSecondsInProgramTime() {
        #expect(SessionMachine.backWindow(speed: 1) == .seconds(2))
        #expect(SessionMachine.backWindow(speed: 60) == .seconds(120))
        var machine = SessionMachine(
            timeline: SessionFixtures.short, programTitle: LocalizedText(plain: "T"), profile: BodyProfile(),
            speed: 60)
        _ = machine.play([(.start, 0), (.tick, 27), (.key(.back), 27), (.key(.back), 30)])
        #expect(machine.snapshot(at: .seconds(30)).phase.order == 2)
    }

    @Test func backKeepsWhatWasPerformed() throws {
        var machine = SessionFixtures.machine()
        let effects = machine.play([(.start, 0), (.tick, 15), (.key(.back), 15), (.key(.stop), 20)])
        let ending = try #require(Self.endings(effects).first)
        #expect(ending.performed.map(\.phase.order) == [1, 2, 2])
        #expect(ending.active == .seconds(15))
    }

    // MARK: - Open sets

    @Test func anOpenSetCountsUpUntilMarkedDone() {
        var machine = SessionFixtures.machine(SessionFixtures.withOpenSet)
        _ = machine.play([(.start, 0), (.tick, 5)])
        #expect(machine.nextDeadline == nil)
        let later = machine.snapshot(at: .seconds(95))
        #expect(later.remaining == nil)
        #expect(later.phaseElapsed == .seconds(90))
        #expect(machine.stage == .running(.work))
        #expect(machine.handle(.tick, at: .seconds(1000)).isEmpty)
        let effects = machine.handle(.key(.markDone), at: .seconds(1000))
        #expect(describe(effects) == ["phase 3 planned 1000.0 t 1000.0", "bell 3"])
        #expect(machine.deadline == .seconds(1010))
    }

    @Test func markDoneOnATimedPhaseDoesNothing() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 7)])
        #expect(machine.handle(.key(.markDone), at: .seconds(7)).isEmpty)
        #expect(machine.deadline == .seconds(25))
    }

    // MARK: - The end, exactly once

    static let endings: [(String, [(Event, Double)], EndReason)] = [
        ("last deadline", [(.start, 0), (.tick, 55)], .finished),
        ("skip past the end", [(.start, 0), (.tick, 40), (.key(.skip), 41)], .stopped),
        ("q", [(.start, 0), (.key(.stop), 3)], .stopped),
        ("Ctrl-C key", [(.start, 0), (.key(.interrupt), 3)], .interrupted),
        ("signal", [(.start, 0), (.interrupted, 3)], .interrupted),
        ("signal while paused", [(.start, 0), (.key(.pauseResume), 1), (.interrupted, 3)], .interrupted),
        ("signal after the last deadline", [(.start, 0), (.tick, 50), (.interrupted, 70)], .finished),
    ]

    @Test(arguments: endings)
    func theEndComesExactlyOnce(way: String, events: [(Event, Double)], reason: EndReason) {
        var machine = SessionFixtures.machine()
        var effects = machine.play(events)
        let afterwards: [Event] = [.start, .tick, .interrupted] + SessionKey.allCases.map { .key($0) }
        for (offset, event) in afterwards.enumerated() {
            effects += machine.handle(event, at: .seconds(100 + Double(offset)))
        }
        #expect(Self.endings(effects).map(\.reason) == [reason], "\(way)")
        #expect(machine.stage == .finished(reason))
        #expect(machine.nextDeadline == nil)
        #expect(machine.nextDisplayChange(after: .seconds(200)) == nil)
    }

    // MARK: - Cues

    @Test func cuesAreTheBellCountdownBeforeWorkAndHalfway() {
        var machine = SessionFixtures.machine()
        var cues: [String] = []
        var effects = machine.handle(.start, at: .zero)
        while let deadline = machine.nextDeadline {
            effects += machine.handle(.tick, at: deadline)
        }
        cues = describe(effects).filter { !$0.hasPrefix("phase") && !$0.hasPrefix("end") }
        #expect(
            cues == [
                "bell 1", "count 3", "count 2", "count 1",
                "bell 2", "halfway",
                "bell 3", "count 3", "count 2", "count 1",
                "bell 4", "halfway", "complete",
            ])
    }

    @Test func aPhaseAlreadyOverWhenNoticedMakesNoSound() {
        var machine = SessionFixtures.machine()
        _ = machine.handle(.start, at: .zero)
        // Asleep from 1 s to 30 s: get ready and the burpees went by unheard.
        let effects = machine.handle(.tick, at: .seconds(30))
        #expect(describe(effects) == ["phase 2 planned 5.0 t 30.0", "phase 3 planned 25.0 t 30.0", "bell 3"])
    }

    @Test func workUnderTwentySecondsHasNoHalfway() {
        var machine = SessionFixtures.machine(SessionFixtures.withOpenSet)
        var effects = machine.handle(.start, at: .zero)
        while let deadline = machine.nextDeadline {
            effects += machine.handle(.tick, at: deadline)
        }
        #expect(machine.stage == .running(.work))
        effects += machine.handle(.key(.markDone), at: .seconds(6))
        while let deadline = machine.nextDeadline {
            effects += machine.handle(.tick, at: deadline)
        }
        #expect(!describe(effects).contains("halfway"))
        #expect(describe(effects).filter { $0.hasPrefix("count") }.count == 6)
    }

    // MARK: - Snapshots and display refresh

    @Test func snapshotDescribesTheCurrentPhase() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 27.5)])
        let snapshot = machine.snapshot(at: .seconds(27.5))
        #expect(snapshot.phaseIndex == 2)
        #expect(snapshot.phase.kind == .rest)
        #expect(snapshot.nextWork?.activity?.key == "squats")
        #expect(snapshot.remaining == .seconds(7.5))
        #expect(snapshot.phaseElapsed == .seconds(2.5))
        #expect(snapshot.sessionElapsed == .seconds(27.5))
        #expect(!snapshot.isPaused)
        #expect(snapshot.summary == nil)
    }

    @Test func theDisplayChangesWhenTheShownSecondDoes() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 7)])
        // 18 s left at 7.0 shows 18, then 17 from 8.0 on.
        #expect(machine.nextDisplayChange(after: .seconds(7)) == .seconds(8))
        #expect(machine.nextDisplayChange(after: .seconds(7.25)) == .seconds(8))
        _ = machine.handle(.key(.pauseResume), at: .seconds(7.25))
        #expect(machine.nextDisplayChange(after: .seconds(9)) == nil)
        _ = machine.handle(.key(.pauseResume), at: .seconds(9))
        #expect(machine.nextDisplayChange(after: .seconds(9)) == .seconds(9.75))

        var open = SessionFixtures.machine(SessionFixtures.withOpenSet)
        _ = open.play([(.start, 0), (.tick, 5)])
        #expect(open.nextDisplayChange(after: .seconds(7.5)) == .seconds(8))
        #expect(open.nextDisplayChange(after: .seconds(8)) == .seconds(9))
    }
}

/// The state carries its own data: a pause its start, the how-to whether it is up.
@Suite struct SessionStateDataTests {
    @Test func aPauseRemembersWhenItBeganAndTheHowToSurvivesPauseAndResume() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0), (.tick, 7), (.key(.howTo), 7), (.key(.pauseResume), 8)])
        #expect(machine.stage == .paused(.work, since: .seconds(8), howTo: true))
        #expect(machine.showsHowTo)
        _ = machine.handle(.key(.pauseResume), at: .seconds(11))
        #expect(machine.stage == .running(.work, howTo: true))
        // The next phase starts without it.
        _ = machine.handle(.tick, at: .seconds(28))
        #expect(machine.stage == .running(.rest))
        #expect(!machine.showsHowTo)
    }

    /// Only a visited phase has a deadline: none before the start, none once ended.
    @Test func onlyAVisitHasADeadline() {
        var machine = SessionFixtures.machine()
        #expect(machine.visit == nil)
        #expect(machine.deadline == nil)
        _ = machine.play([(.start, 0), (.tick, 7), (.key(.pauseResume), 8), (.key(.pauseResume), 9)])
        #expect(machine.visit?.index == 1)
        #expect(machine.deadline == .seconds(26))
        _ = machine.handle(.key(.stop), at: .seconds(10))
        #expect(machine.state == .finished(.stopped, lastPhase: 1))
        #expect(machine.deadline == nil)
        #expect(machine.nextDeadline == nil)
        #expect(machine.snapshot(at: .seconds(11)).phase.order == 2)
    }

    /// The how-to effect holds what the screen shows: the session at the press, how-to included.
    @Test func theHowToEffectCarriesTheScreen() throws {
        var machine = SessionFixtures.machine()
        let effects = machine.play([(.start, 0), (.tick, 7), (.key(.howTo), 7.5)])
        guard case .showHowTo(let snapshot) = effects.last else {
            Issue.record("no how-to in \(describe(effects))")
            return
        }
        #expect(snapshot == machine.snapshot(at: .seconds(7.5)))
        #expect(snapshot.howTo?.key == "burpees")
    }
}

/// A preview's lateness is told in real milliseconds, as a real session's is.
@Suite struct PreviewLatenessTests {
    @Test func latenessIsDividedByTheSpeed() {
        let visit = SessionEnding.Performed(
            phaseIndex: 0, phase: SessionFixtures.short.phases[0], time: .seconds(5), planned: .seconds(10),
            began: .seconds(10.04), startedByClock: true, paused: .zero, skipped: false)
        #expect(abs((visit.record(language: "en").latenessMilliseconds ?? 0) - 40) < 1e-6)
        #expect(abs((visit.record(language: "en", speed: 20).latenessMilliseconds ?? 0) - 2) < 1e-6)
    }
}
