import TaktCore
