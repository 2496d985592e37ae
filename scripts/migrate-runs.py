#!/usr/bin/env python3
"""Moves a published run folder written before the run-folder layout into it, once:
jmh.json -> jmh/merged.json with today's benchmark classes, parameter names and spellings;
catalogue.json from today's catalogue (plus any case the run measured that the catalogue
has since moved); run.properties without jmh_json; the rendered files removed (render again).
usage: migrate.py CATALOGUE_JSON RUN_FOLDER..."""
import copy, json, os, re, sys, glob

CLASS = {"RectangleLargeTableBenchmark": "RectangleTableBenchmark",
         "RectangleHugeTableBenchmark": "RectangleTableBenchmark",
         "RectangleDenseBoardBenchmark": "RectangleBoardBenchmark",
         "TriominoLongStripBenchmark": "TriominoBenchmark",
         "SetNimHugePileBenchmark": "SetNimBenchmark"}
SOLE = {"Rectangle": "canonical_groups", "Triomino": "reduced_recurrence", "SetNim": "periodic"}

def label(v):
    m = re.fullmatch(r"(\d+)x(\d+)@0\.(\d)(?:#\d+)?(?:-(\d+t|all))?", v)
    if m: return "_%sx%s_%s0" % m.group(1, 2, 3) + ("_" + m.group(4) if m.group(4) else "")
    m = re.fullmatch(r"(\d+)x(\d+)(?:-(\d+t|all))?", v)
    if m: return "_%sx%s" % m.group(1, 2) + ("_" + m.group(3) if m.group(3) else "")
    m = re.fullmatch(r"(\d+)(?:-(\d+t|all))?", v)
    if m: return "n" + m.group(1) + ("_" + m.group(2) if m.group(2) else "")
    return v.lower().replace("-", "_")

def migrate(catalogue, run):
    workloads = {w["benchmark"].rsplit(".", 2)[-2]: w for w in catalogue["workloads"]}
    extra = copy.deepcopy(catalogue)
    by_class = {w["benchmark"].rsplit(".", 2)[-2]: w for w in extra["workloads"]}
    with open(os.path.join(run, "jmh.json")) as f:
        results = json.load(f)
    for r in results:
        pkg, cls, method = r["benchmark"].rsplit(".", 2)
        new = CLASS.get(cls, cls)
        w = workloads[new]
        params = r.get("params") or {}
        impl = next((v for k, v in params.items() if "mpl" in k), None)
        case = next(v for k, v in params.items() if "mpl" not in k)
        impl = label(impl) if impl else SOLE[next(p for p in SOLE if new.startswith(p))]
        case = label(case)
        r["benchmark"] = ".".join([pkg, new, method])
        r["params"] = {w["caseParam"]: case, w["implParam"]: impl}
        cases = by_class[new]["cases"]
        if not any(c["label"] == case for c in cases):
            # measured under a workload the catalogue has since split: the case as it is now
            moved = next(c for ww in catalogue["workloads"] for c in ww["cases"] if c["label"] == case)
            cases.append(copy.deepcopy(moved))
    os.makedirs(os.path.join(run, "jmh"), exist_ok=True)
    with open(os.path.join(run, "jmh", "merged.json"), "w") as f:
        json.dump(results, f, indent=4)
        f.write("\n")
    os.remove(os.path.join(run, "jmh.json"))
    with open(os.path.join(run, "catalogue.json"), "w") as f:
        json.dump(extra, f, indent=2, ensure_ascii=False)
        f.write("\n")
    props = os.path.join(run, "run.properties")
    if os.path.exists(props):
        lines = [l for l in open(props) if not l.startswith("jmh_json=")]
        if not any(l.startswith("fork_jvm_version=") for l in lines):
            # runs before the fork JVM was recorded: JMH's own record of it
            lines += ["# fork_jvm and fork_jvm_version from JMH's record of the forks (jvm, jdkVersion), added when migrated\n",
                      "fork_jvm=%s\n" % results[0]["jvm"], "fork_jvm_version=%s\n" % results[0]["jdkVersion"]]
        open(props, "w").writelines(lines)
    for pattern in ("*.svg", "*.png", "summary.md", "fastest.json"):
        for p in glob.glob(os.path.join(run, pattern)):
            os.remove(p)

if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        catalogue = json.load(f)
    for run in sys.argv[2:]:
        migrate(catalogue, run)
        print("migrated", run)
