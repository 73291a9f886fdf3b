; Inno Setup 6.3+ script for Meja Kartu on Windows (x64).
; packaging/build.py compiles it after the PyInstaller bundle, passing the four defines:
;   ISCC.exe /DAppVersion=0.1.0 /DSourceDir=dist\meja-kartu /DIconFile=build\icons\meja-kartu.ico
;            /DOutputDir=dist\installers packaging\windows\meja-kartu.iss
; The setup asks whether to install for the current user only (no administrator rights,
; %LOCALAPPDATA%\Programs) or for all users (Program Files); /CURRENTUSER or /ALLUSERS on the
; command line choose without asking. Settings and saves in the user's profile are kept on
; uninstall, as Windows apps do.

#ifndef AppVersion
  #error Pass /DAppVersion=<desktop_app.__version__>
#endif
#ifndef SourceDir
  #error Pass /DSourceDir=<the PyInstaller one-folder bundle>
#endif
#ifndef IconFile
  #error Pass /DIconFile=<meja-kartu.ico from packaging/app_icons.py>
#endif
#ifndef OutputDir
  #error Pass /DOutputDir=<where the setup .exe goes>
#endif

#define AppName "Meja Kartu"
#define AppExe "meja-kartu.exe"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{5E9426D0-4CEE-4AEE-BB1B-15F78866A3AC}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Meja Kartu
AppCopyright=Meja Kartu contributors, MIT licence; Qt for Python under the LGPL
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default; the dialog offers an all-users install (which then asks for elevation).
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=meja-kartu-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\{#AppExe}"; Comment: "Banakil, Cap-It Rummy, Bain Hand and Foot and Banapples"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Anything the program folder gained after installation (it is ours alone).
Type: filesandordirs; Name: "{app}"
