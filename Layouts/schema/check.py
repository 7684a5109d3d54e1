#!/usr/bin/env python3
"""Validates every file of Layouts/ against the JSON Schemas here (needs the jsonschema package).

Usage: python3 Layouts/schema/check.py   (exit 0 when every file conforms)
"""
import json
import pathlib
import sys

import jsonschema

here = pathlib.Path(__file__).resolve().parent
layouts = here.parent
schemas = {name: json.loads((here / f"{name}.schema.json").read_text(encoding="utf-8")) for name in ("layout", "devices")}
failures = 0
checked = 0
for path in sorted(layouts.rglob("*.json")):
    if here in path.parents or path.name == "strings.json":
        continue
    schema = schemas["devices" if path.name == "devices.json" else "layout"]
    for error in jsonschema.Draft202012Validator(schema).iter_errors(json.loads(path.read_text(encoding="utf-8"))):
        failures += 1
        print(f"{path.relative_to(layouts.parent)}: {'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}")
    checked += 1
print(f"{checked} files checked against the JSON Schemas, {failures} problems")
sys.exit(1 if failures else 0)
