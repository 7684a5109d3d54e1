// The geometry the model's frames are in: `import KeyboardModel` brings Point, Size, Rect,
// EdgeInsets and Orientation with it.
@_exported public import Geometry
