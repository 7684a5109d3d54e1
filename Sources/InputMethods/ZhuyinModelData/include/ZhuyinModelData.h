// ZhuyinModelData: the data beside this file, as a SwiftPM resource bundle (the data of ZhuyinInputMethod).
//
// A C target on purpose, as PinyinModelData is: a Swift target with resources would import
// Foundation into every process that converts bopomofo. ZhuyinInputMethod finds the bundle itself
// (DataFiles' BundledData) and maps the model.
int ZhuyinModelData_marker(void);
