@preconcurrency import CReadline
import TaktCore
