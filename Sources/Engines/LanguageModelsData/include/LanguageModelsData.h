// LanguageModelsData: the data beside this file, as a SwiftPM resource bundle (the next-word models of LanguageModel).
//
// A C target on purpose: SwiftPM gives a Swift target with resources an accessor that imports
// Foundation, which would load Foundation (about 8 MiB) into every process that uses the
// engine. This target has no code but this marker; LanguageModel finds the bundle itself
// (DataFiles' BundledData) and maps the files.
int LanguageModelsData_marker(void);
