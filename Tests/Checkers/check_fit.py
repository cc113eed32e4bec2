#!/usr/bin/env python3
"""Decodes every FIT file the Swift tests wrote with Garmin's FIT SDK for Python.

Usage: check_fit.py FOLDER

Fails (exit 1) when the folder has no .fit files, when a file is not FIT or its CRC is
wrong, when the decoder reports any error, or when a file lacks the messages its kind
needs: workout-*.fit a file_id of type workout, a workout with sport hiit and as many
workout_step messages as num_valid_steps, and sub_sport hiit, amrap (reps, distance or calories
steps inside a repeat_until_time), emom (time steps inside a repeat) or tabata (time steps);
a distance step's duration_distance and a calories step's duration_calories above 0 (the
whiteboard's "400m run" and "20 cal row"); activity-*.fit a file_id of type activity,
laps, one session (sport hiit) and one activity message, and timer start/stop events; its laps
(one per phase, per amrap/for-time round and per emom period) in order, each starting where the
one before ended or later, with a lap_trigger of manual or time, and their timer times adding up to the
session's; activity-heart-rate.fit records with heart_rate, each 25-250 bpm, their timestamps in order,
a session whose avg_heart_rate and max_heart_rate are its records' average and maximum, and laps
whose own avg/max are those of the records within them (none on a lap without one);
activity-lifts.fit set messages (SPEC 17): set_type active or rest, an active set's repetitions and weight
(kg), a back squat's category squat and category_subtype barbell_back_squat (6), each set's start_time at or
before its timestamp and the sets in time order, a rest after each of the first two sets;
workout-lifts.fit reps steps with exercise_category squat, exercise_name barbell_back_squat (6)
and an exercise_weight (kg).
"""

import pathlib
import sys

from garmin_fit_sdk import Decoder, Stream


def decode(path):
    if not Decoder(Stream.from_file(str(path))).is_fit():
        return None, ["not a FIT file"]
    if not Decoder(Stream.from_file(str(path))).check_integrity():
        return None, ["integrity (CRC) check failed"]
    messages, errors = Decoder(Stream.from_file(str(path))).read()
    return messages, [str(error) for error in errors]


def workout_problems(messages):
    problems = []
    file_ids = messages.get("file_id_mesgs", [])
    if not file_ids or file_ids[0].get("type") != "workout":
        problems.append("file_id type is not workout")
    workouts = messages.get("workout_mesgs", [])
    steps = messages.get("workout_step_mesgs", [])
    if len(workouts) != 1:
        problems.append(f"{len(workouts)} workout messages")
    elif workouts[0].get("sport") != "hiit":
        problems.append(f"workout sport {workouts[0].get('sport')!r}, not hiit")
    elif workouts[0].get("num_valid_steps") != len(steps):
        problems.append(f"num_valid_steps {workouts[0].get('num_valid_steps')} but {len(steps)} steps")
    if not steps:
        problems.append("no workout_step messages")
    for step in steps:
        if step.get("duration_type") == "repeat_until_steps_cmplt":
            if step.get("duration_step") is None or step.get("repeat_steps") is None:
                problems.append(f"repeat step {step.get('message_index')} lacks its start or count")
        elif step.get("duration_type") == "repeat_until_time":
            if step.get("duration_step") is None or not step.get("repeat_time"):
                problems.append(f"repeat_until_time step {step.get('message_index')} lacks its start or time")
        elif step.get("intensity") not in ("warmup", "active", "rest", "recovery", "cooldown"):
            problems.append(f"step {step.get('message_index')} has intensity {step.get('intensity')!r}")
        if step.get("duration_type") == "distance" and not step.get("duration_distance"):
            problems.append(f"distance step {step.get('message_index')} lacks its duration_distance")
        if step.get("duration_type") == "calories" and not step.get("duration_calories"):
            problems.append(f"calories step {step.get('message_index')} lacks its duration_calories")
    if len(workouts) == 1:
        problems += format_problems(workouts[0].get("sub_sport"), steps)
    return problems


def format_problems(sub_sport, steps):
    """A workout of one format (SPEC section 13) has its HIIT sub-sport and its steps' shape."""
    if sub_sport not in ("hiit", "amrap", "emom", "tabata"):
        return [f"workout sub_sport {sub_sport!r}, not hiit, amrap, emom or tabata"]
    problems = []
    kinds = [step.get("duration_type") for step in steps]
    active = [step for step in steps if step.get("intensity") == "active"]
    if sub_sport == "amrap":
        # Its exercises' reps steps inside a repeat_until_time step holding the cap.
        if "repeat_until_time" not in kinds:
            problems.append("amrap workout without a repeat_until_time step")
        if any(step.get("duration_type") not in ("reps", "distance", "calories", "time") for step in active):
            problems.append("amrap workout with an active step that is not reps, distance, calories or time")
    elif sub_sport == "emom":
        # Time steps of the period inside a repeat.
        if "repeat_until_steps_cmplt" not in kinds:
            problems.append("emom workout without a repeat step")
        if any(step.get("duration_type") != "time" for step in active):
            problems.append("emom workout with an active step that is not time")
    elif sub_sport == "tabata":
        if any(step.get("duration_type") != "time" for step in active):
            problems.append("tabata workout with an active step that is not time")
    return problems


def activity_problems(messages):
    problems = []
    file_ids = messages.get("file_id_mesgs", [])
    if not file_ids or file_ids[0].get("type") != "activity":
        problems.append("file_id type is not activity")
    laps = messages.get("lap_mesgs", [])
    sessions = messages.get("session_mesgs", [])
    activities = messages.get("activity_mesgs", [])
    if not laps:
        problems.append("no laps")
    if len(sessions) != 1 or sessions[0].get("sport") != "hiit":
        problems.append("not exactly one session with sport hiit")
    elif sessions[0].get("num_laps") != len(laps):
        problems.append(f"session num_laps {sessions[0].get('num_laps')} but {len(laps)} laps")
    elif sessions[0].get("total_calories") is None:
        problems.append("session without total_calories")
    if len(activities) != 1:
        problems.append(f"{len(activities)} activity messages")
    events = messages.get("event_mesgs", [])
    kinds = [(event.get("event"), event.get("event_type")) for event in events]
    if ("timer", "start") not in kinds or ("timer", "stop_all") not in kinds:
        problems.append(f"timer start/stop events missing: {kinds}")
    for lap in laps:
        for field in ("start_time", "total_elapsed_time", "total_timer_time", "intensity"):
            if lap.get(field) is None:
                problems.append(f"lap {lap.get('message_index')} lacks {field}")
        if lap.get("lap_trigger") not in ("manual", "time"):
            problems.append(f"lap {lap.get('message_index')} has lap_trigger {lap.get('lap_trigger')!r}")
    if not problems:
        problems += lap_time_problems(laps, sessions[0])
    return problems


def lap_time_problems(laps, session):
    """The laps follow one another without overlapping (whole seconds in FIT's date_time; a
    reps prompt between two laps is a gap) and their timer times (milliseconds) add up to the
    session's, so a window cut into round laps lost no time."""
    problems = []
    for before, after in zip(laps, laps[1:]):
        if before.get("timestamp") is None or after["start_time"] < before["timestamp"]:
            problems.append(
                f"lap {after.get('message_index')} starts at {after['start_time']}, "
                f"before lap {before.get('message_index')} ended ({before.get('timestamp')})")
    laps_timer = sum(lap["total_timer_time"] for lap in laps)
    session_timer = session.get("total_timer_time")
    if session_timer is None or abs(laps_timer - session_timer) > 0.001 * len(laps) + 0.001:
        problems.append(f"laps' timer time {laps_timer:.3f} s but the session's {session_timer}")
    return problems


def heart_rate_problems(messages):
    """A session with a strap: records carry heart_rate, every one a plausible bpm, in time order."""
    records = messages.get("record_mesgs", [])
    beats = [record["heart_rate"] for record in records if record.get("heart_rate") is not None]
    problems = []
    if not beats:
        problems.append("no record carries heart_rate")
    problems += [f"heart_rate {bpm} outside 25-250" for bpm in beats if not 25 <= bpm <= 250]
    times = [record.get("timestamp") for record in records]
    if any(before > after for before, after in zip(times, times[1:])):
        problems.append("records out of time order")
    if beats:
        problems += summary_problems("session", (messages.get("session_mesgs") or [{}])[0], beats)
    beating = [record for record in records if record.get("heart_rate") is not None]
    for lap in messages.get("lap_mesgs", []):
        problems += lap_heart_rate_problems(lap, beating)
    return problems


def first(value):
    """An array field (category, category_subtype) comes back as a list."""
    return value[0] if isinstance(value, (list, tuple)) and value else value


def set_problems(messages):
    """A session with lifts: its sets and the rests after them as FIT set messages (225)."""
    sets = messages.get("set_mesgs", [])
    problems = []
    kinds = [entry.get("set_type") for entry in sets]
    if kinds[:4] != ["active", "rest", "active", "rest"] or "active" not in kinds[4:]:
        problems.append(f"set types {kinds}, expected active, rest, active, rest, active")
    for entry in sets:
        index = entry.get("message_index")
        if entry.get("set_type") == "active":
            if not entry.get("repetitions") or not entry.get("weight"):
                problems.append(f"active set {index} lacks repetitions or weight")
            elif not 0 < entry["weight"] <= 1000:
                problems.append(f"set {index} weight {entry['weight']} kg")
        if entry.get("start_time") is None or entry.get("timestamp") is None:
            problems.append(f"set {index} lacks start_time or timestamp")
        elif entry["start_time"] > entry["timestamp"]:
            problems.append(f"set {index} starts after it ends")
    squats = [entry for entry in sets if entry.get("set_type") == "active"][:2]
    for entry in squats:
        if first(entry.get("category")) != "squat" or first(entry.get("category_subtype")) != 6:
            problems.append(
                f"set {entry.get('message_index')} category {entry.get('category')!r} "
                f"subtype {entry.get('category_subtype')!r}, not squat / barbell_back_squat")
    starts = [entry.get("start_time") for entry in sets]
    if None not in starts and starts != sorted(starts):
        problems.append("sets out of time order")
    return problems


def lift_step_problems(messages):
    """A program's lifts (SPEC section 17): reps steps with the exercise and the weight written."""
    lifted = [
        step for step in messages.get("workout_step_mesgs", [])
        if step.get("intensity") == "active" and step.get("duration_type") == "reps"
    ]
    if not lifted:
        return ["no reps steps"]
    problems = []
    for step in lifted:
        index = step.get("message_index")
        if step.get("exercise_category") != "squat" or step.get("exercise_name") != 6:
            problems.append(
                f"step {index} exercise {step.get('exercise_category')!r} / {step.get('exercise_name')!r}, "
                "not squat / barbell_back_squat")
        if not step.get("exercise_weight") or not 0 < step["exercise_weight"] <= 1000:
            problems.append(f"step {index} exercise_weight {step.get('exercise_weight')!r}")
    return problems


def summary_problems(name, message, beats):
    """avg_heart_rate and max_heart_rate as `beats` give them (rounded half up, as takt keeps them)."""
    average, maximum = message.get("avg_heart_rate"), message.get("max_heart_rate")
    if average is None or maximum is None:
        return [f"{name} lacks avg_heart_rate or max_heart_rate"]
    expected = ((sum(beats) + len(beats) // 2) // len(beats), max(beats))
    if (average, maximum) != expected:
        return [f"{name} avg/max {average}/{maximum}, its records give {expected[0]}/{expected[1]}"]
    return []


def lap_heart_rate_problems(lap, beating):
    """A lap with records inside it has their avg/max, one without has none. FIT's times are
    whole seconds, so a record at a lap's edge may be either lap's: the figures need only lie
    within the records from its start to its end, both included."""
    name = f"lap {lap.get('message_index')}"
    start, end = lap.get("start_time"), lap.get("timestamp")
    if start is None or end is None:
        return []
    inside = [r["heart_rate"] for r in beating if start < r["timestamp"] < end]
    around = [r["heart_rate"] for r in beating if start <= r["timestamp"] <= end]
    average, maximum = lap.get("avg_heart_rate"), lap.get("max_heart_rate")
    if average is None and maximum is None:
        return [f"{name} lacks avg_heart_rate and max_heart_rate"] if inside else []
    if average is None or maximum is None or not around or not min(around) <= average <= maximum <= max(around):
        return [f"{name} avg/max {average}/{maximum} not within its records {around}"]
    return []


def main():
    folder = pathlib.Path(sys.argv[1])
    files = sorted(folder.glob("*.fit"))
    if not files:
        print(f"check_fit: no .fit files in {folder}", file=sys.stderr)
        return 1
    failed = 0
    for path in files:
        messages, problems = decode(path)
        if messages is not None:
            if path.name.startswith("workout-"):
                problems += workout_problems(messages)
                if path.name.startswith("workout-lifts"):
                    problems += lift_step_problems(messages)
            elif path.name.startswith("activity-"):
                problems += activity_problems(messages)
                if path.name.startswith("activity-heart-rate"):
                    problems += heart_rate_problems(messages)
                if path.name.startswith("activity-lifts"):
                    problems += set_problems(messages)
            else:
                problems.append("name starts with neither workout- nor activity-")
        if problems:
            failed += 1
            print(f"check_fit: {path.name}: " + "; ".join(problems), file=sys.stderr)
        else:
            print(f"check_fit: {path.name}: ok")
    print(f"check_fit: {len(files)} files, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
