/// Tunables of the recognizer. Defaults suit most displays; per-device settings belong in the
/// peripheral's `RecognitionHints`, not here.
public struct ReaderOptions: Equatable, Sendable {
    /// Below this per-character confidence a character is reported unresolved ("_") rather than guessed.
    public var minimumConfidence: Double = 0.6
    /// Keep the dewarped display crop in the reading (costs a copy per frame).
    public var keepCrop: Bool = true
    /// The given quad is widened by this fraction of its size on every side before dewarping, so a quad
    /// a few percent off still holds the whole display.
    public var quadMargin: Double = 0.04
    /// With no quad and nothing read completely, the whole frame is read once more as a tight crop of
    /// the display, padded on every side by this fraction of its size (0 = never).
    public var tightCropPadding: Double = 0.12
    /// Read every line in its layout's polarity as given, never flipped by the share of light pixels
    /// (the reader sets it when it tries both polarities itself).
    public var fixedPolarity: Bool = false
    /// Every lit segment must reach this share of its line's lit level, or its character is not sure
    /// (0 = off). The reader sets it for a view that needs solid segments (`readTightCrop` on a light
    /// panel whose bezel it painted over, where unlit segments may show gray).
    public var solidLitSegments: Double = 0
    /// With no quad and nothing else read, the frame is read once more despeckled two ways, taken where
    /// both agree (`readDespeckled`); off for those reads themselves.
    var readsDespeckled: Bool = true
    /// With no quad and nothing else read, the frame is read once more with its bare dark side margins
    /// cut off (`readInsideSideMargins`); off for that second read itself.
    var cutsSideMargins: Bool = true
    /// With no quad and nothing else read, a frame whose digits stand at an angle is read once more
    /// turned upright (`readTurnedUpright`); off inside the side-margin read.
    var turnsUpright: Bool = true
    /// With no quad and nothing else read, a light panel whose dark bezel stands along the frame's sides
    /// is read once more with the bezel closed round it by dark padding (`readBezelClosed`); off for
    /// that read itself.
    var closesBezel: Bool = true
    /// With no quad and nothing else read, a binarised light panel whose side bezel reaches further in
    /// than its inner edge (a digit pressed against it) is read once more with the bezel painted only up
    /// to that edge (`readToBezelEdge`).
    var readsToBezelEdge: Bool = true
    /// A given quad that did not read, taller than wide where the layout's display is wide, is read a
    /// quarter turn round either way (`readSideways`).
    var readsSideways: Bool = true
    /// With no quad and nothing else read, the frame is read a quarter turn round either way where the
    /// turned reading's strokes stand upright, and a face's row refused as upside down is read half turned
    /// (`SevenSegmentReader+TurnedFrame`); off for the turned frames' own reads and the side-margin and
    /// despeckled reads.
    var readsTurnedFrames: Bool = true
    /// How many of the display-like regions found in a frame with no quad are read, best first (the
    /// locator finds at most `DisplayLocator.mostFound`): on a photo of a whole meter held in a gloved hand, the glove and a
    /// sticker were larger, plainer light rectangles than the LCD, whose digits are holes in its region.
    var locatedTries: Int = DisplayLocator.mostFound
    /// A display found at the light class's level reads only where its characters' own box reads the same
    /// and its row of digits does not read otherwise (`SevenSegmentReader+LighterRegion`).
    var checksLighterRow: Bool = true
    /// A display found at the light class's level overlapping a region found at the frame's level by half or more
    /// (`LocatedDisplay.within`) is read too, after the other regions found: an insulation tester's LCD joined at
    /// the frame's level to its icons' band or to the bezel below it (a region that did not read) overlaps that
    /// region by 0.50-0.69.
    var readsOverlappedLighter: Bool = true
    /// A display found at the light class's level inside a region found at the frame's level reads only where
    /// it shows as many places as that region (`SevenSegmentReader.lighterKeepsPlaces`).
    var checksLighterPlaces: Bool = true
    /// A given quad that did not read, standing turned in the frame, is read turned level about its
    /// centre too (`readLevelled`).
    var readsLevelled: Bool = true
    /// A given display that did not read, coloured in a colour frame, is read on the frame's chroma
    /// plane too (`readColourLook`).
    var readsColour: Bool = true
    /// A given LED display's complete gray reading stands only where its colour look does not read it
    /// completely otherwise with a segment more lit (`SevenSegmentReader+ColourCrossCheck`).
    var crossChecksColourLook: Bool = true
    /// A given LED display the gray look found glare on has a colour look too, its glare's gray dropped
    /// (`SevenSegmentReader+ColourLookGlare`).
    var readsColourUnderGlare: Bool = true
    /// Under glare, the colour look keeps the gray of a bright colourless pixel within this share of the
    /// display's height of a coloured one: a lit segment's overexposed core (`GrayImage.colourLookClearOfGlare`,
    /// `SevenSegmentReader.litCoreReach`); 0 = off.
    var litCoreReach: Double = 0.04
    /// A given display's colour look may read a floating-point line without a point where the gray look
    /// named a digit on it and saw no point either (`SevenSegmentReader+ColourLookGlare`).
    var colourKeepsPointlessFloating: Bool = true
    /// With `colourKeepsPointlessFloating`, the gray look's twin line may name no digit where it split the
    /// line into the colour look's cells, one for one, and saw no point among them (`sameCellsNoPoint`).
    var colourTakesGrayCells: Bool = true
    /// A given display's colour reading its guards refused is judged once more on the gray frame sampled in
    /// the colour look's own cells (glare before the first digit moves the gray look's cells:
    /// `SevenSegmentReader+ColourLookOwnCells`).
    var colourGuardsInOwnCells: Bool = true
    /// There, one character per line the gray frame names nothing in, a segment short of the colour look's
    /// character, is completed by the colour look (a lit red segment the camera did not saturate is dim in
    /// gray: `SevenSegmentReader+ColourCompletesGray`).
    var colourCompletesUnnamedGray: Bool = true
    /// The colour look's line that lacks only its fixed point takes the point the gray look saw at the
    /// layout's place, between the same characters (`SevenSegmentReader+ColourLookGrayPoint`).
    var colourTakesGrayPoint: Bool = true
    /// A found display the photo cut at its left or right side has its corners there on the frame's side
    /// (`DisplayLocator+CutSides`).
    var placesCutCorners: Bool = true
    /// With no quad, where no found region read, the rectangle held by a region that fills its corner
    /// quad poorly (a window joined to a shadow) is read (`DisplayLocator+Core`). Off: on the rendered
    /// devices read with no quad under harsh perturbation it added 5 misreads (a rectangle inside a
    /// three-line display read one line in two places: 138/61/122 as 61/61/88), against +38 on the
    /// panel timer read with no roi.
    var findsDisplayCores: Bool = false
    /// With no quad, where no found region read, a dark region that is no box (a window joined to a shadow)
    /// is split at its own level and its darker part read whole (`DisplayLocator+DarkerWindow`). Off: on
    /// fuel-pump-hq it finds the window in 5 of the 8 photos read through a wedge, but none of those dim,
    /// shaded windows reads (low contrast even cropped to the window by hand); on, every gate row is unchanged
    /// and the rendered devices read with no quad under harsh perturbation go 461/15/724 -> 470/16/714.
    var findsDarkerWindows: Bool = false
    /// With no quad and nothing else read, a one-line display's rows of digit-sized ink are looked for in the
    /// whole frame and read as rows are (`SevenSegmentReader+FrameRow`): a close-up whose window runs off
    /// the photo's sides.
    var findsFrameRows: Bool = true
    /// With no quad and nothing else read, a one-line light-on-dark display's row of digits is looked for
    /// on the dark device faces found (`SevenSegmentReader+PanelRow`).
    var readsPanelRows: Bool = true
    /// A face's row read without a point is refused where the row turned half round reads with one (a
    /// photo upside down: a point stands at the digits' foot).
    var refusesTurnedPanelRows: Bool = true
    /// Not where the row reads a digit that is none turned half round (`SevenSegmentReader.turnsToDigits`).
    var trustsUnturnableDigits: Bool = true
    /// An LED face's rows are also looked for on its chroma alone (`SevenSegmentReader+PanelRow`): on a glossy
    /// ammeter face white reflections joined the red digits into rows as large as the face.
    var findsPanelRowsOnChroma: Bool = true
    /// A face's row lying on the row already read and showing part of its number does not make the faces
    /// disagree (`SevenSegmentReader.repeatsPart`).
    var keepsRowOverShortRow: Bool = true
    /// Where no face read, an LED's row of digits is looked for on the whole frame's chroma
    /// (`SevenSegmentReader+FrameLEDRow`): a window that glows or joins its surroundings is no face.
    var readsFrameLEDRows: Bool = true
    /// Where the frame's chroma shows no row of marks, its largest glowing regions (an LED window lit red round
    /// its digits) are looked at as faces (`SevenSegmentReader+FrameLEDRow`).
    var readsGlowingWindows: Bool = true
    /// A face's row that neither gray nor the colour look reads is read as a given display is, every look
    /// included (`SevenSegmentReader+RowAsGiven`); with no quad only.
    var readsPanelRowsAsGiven: Bool = true
    /// A clipped patch refuses a face's row (`glareAcross`) only where its own pixels lie inside the row's marks, at
    /// least `glareInMarks` of the marks' height squared, not where its bounding box alone meets theirs: a
    /// reflection beside the digits, slanted past the first digit's corner, is no streak across a digit
    /// (`SevenSegmentReader+GlareAcross`).
    var judgesGlareByItsPixels: Bool = true
    /// Least share of the marks' height squared a clipped patch holds inside the marks for `glareAcross`: a sixth
    /// or so of a lit bar (a bar is about a twentieth of it).
    var glareInMarks: Double = 0.01
    /// Least share of the whole frame an LED's colour covers for its rows and glowing windows to be looked for
    /// there (`SevenSegmentReader+SmallLED`); a display's own box still needs `colouredShare`. 0.01, the
    /// display's share, left a timer a tenth of the photo wide unsearched.
    var frameLEDShare: Double = 0.002
    /// A row read without its optional point on the whole frame or a glowing window is held to the search's
    /// end and taken where no row saw a point among its digits (`SevenSegmentReader+PointlessRow`), instead
    /// of never (`lacksOptionalPoint`).
    var holdsPointlessRows: Bool = true
    /// Least rows of the search that read such a held reading alike (each row's variants agreeing already).
    var pointlessRowsAlike: Int = 2
    /// A given display that did not read is looked for as a panel's row round the given quad, as with no quad
    /// (`SevenSegmentReader+GivenPanelRow`).
    var readsPanelRowsAroundQuad: Bool = true
    /// A given display's reading is checked against the row of digits found inside its box, where the
    /// layout's one line fills the display (`SevenSegmentReader+GivenRow`).
    var checksGivenRow: Bool = true
    /// With `checksGivenRow`: a complete reading whose row as found reads the same digits with the point at
    /// another place, or with none, is refused (`SevenSegmentReader+GivenRowPoint`).
    var refusesPointAgainstRow: Bool = true
    /// Where that row, its stepped variants agreeing, shows a line's optional fixed point the box's reading left
    /// out, the row's reading is taken (`SevenSegmentReader+GivenRowOptionalPoint`).
    var takesOptionalPointFromRow: Bool = true
    /// A given display's reading left open only at unresolved characters is completed by the row of digits
    /// found inside its box where the row reads every character it did see alike (`SevenSegmentReader+GivenRowFill`).
    var completesFromGivenRow: Bool = true
    /// The most pixels high a face is dewarped to for its row search.
    var panelSearchHeight: Double = 240
    /// A decimal point touching a digit's foot is cut out of the digit as its point
    /// (`DigitSegmenter.cutsTouchingPoints`); off for the colour look of a backlit display.
    var cutsTouchingPoints: Bool = true
    /// A "1" standing tight against the next digit on an italic display, faint ink bridging the gap, is
    /// cut off as a character of its own (`DigitSegmenter+JoinedOne`).
    var cutsJoinedOnes: Bool = true
    /// A thin streak crossing the row at another slant than the digits' is not taken for a faded
    /// digit's remains (`DigitSegmenter+Scratch`).
    var passesOverScratches: Bool = true
    /// On a coloured LED, a cut decimal point without the digits' colour is not sure
    /// (`SevenSegmentReader+PointColour`).
    var checksPointColour: Bool = true
    /// On a coloured LED, a digit whose middle bar is lit on the gray frame only (an unlit segment's glow)
    /// is not sure (`SevenSegmentReader+MiddleBarColour`).
    var checksMiddleBarColour: Bool = true
    /// On a coloured LED, a character whose lit pixels are nearly all colourless glare is not sure
    /// (`SevenSegmentReader+GlareCharacter`).
    var doubtsGlareCharacters: Bool = true
    /// A bare mark too wide for a 1 (`GlyphDecoder.wideMark`) is not sure as a 1, as a narrow mark with ink
    /// beside its stroke is (`DigitSegmenter.doubtsWideBareMarks`, `SevenSegmentReader+GlareCharacter`).
    var doubtsWideBareMarks: Bool = true
    /// On a given box's coloured LED line, glare after the last digit is cut off and the line read again
    /// without it (`SevenSegmentReader+TrailingGlare`).
    var cutsTrailingGlare: Bool = true
    /// A character's glare share is counted in its cell's own columns, clear of the cells either side
    /// (`SevenSegmentReader+GlareCharacter`).
    var glareInOwnColumns: Bool = true
    /// Glare standing for a character is doubted on the colour look too, judged on the gray frame: the colour
    /// look keeps half the gray, where a white stripe beside the digits reads as a 1 (`SevenSegmentReader+GlareCharacter`).
    var doubtsGlareOnColourLook: Bool = true
    /// With `cutsJoinedOnes`, the digit after such a 1 may begin with its bars alone (a 3 or a 7) where its
    /// bars run into its right stroke with no empty column between (`DigitSegmenter+BarsAfterOne`).
    var cutsOneBeforeBars: Bool = true
    /// The frame's sides are bare margins the reader cut off (`readInsideSideMargins`): ink reaching the
    /// strip's side there is no bezel edge cut by the border, and a 1 standing at the side may be cut from
    /// the digit it is joined to (`DigitSegmenter.sidesAreBare`).
    var sidesAreBare: Bool = false
    /// On a floating-point line, a gap wide enough for a stroke-sized square is searched for a point with a
    /// smaller square too (`HiddenPoint.smallSpots`: a point a pixel or two across).
    var seesSmallHiddenPoints: Bool = true
    /// A fixed point merged under the foot of a 1, 4 or 7 is seen by the foot reaching past its stroke
    /// (`SegmentSampler.footReach`, `LineInterpreter.pointUnderFoot`).
    var seesPointsUnderFoot: Bool = true
    /// A given display that did not read by any other look is read once more in its layout's polarity,
    /// never flipped by the share of light pixels (`readInLayoutPolarity`).
    var readsLayoutPolarity: Bool = true
    /// A 1 whose top bar is its line's one glowing unlit segment is not sure (`GlyphDecoder+LoneGlow`).
    var doubtsLoneGlow: Bool = true
    /// In the bar view, a window's frame beyond the band of digits does not count as the background of
    /// the digits' top and bottom bars (`BarFilter+FrameBeyondBand`).
    var discountsFrameBeyondBars: Bool = true
    /// On the colour look, a dim character's one unsure segment is judged by its own levels where the rest
    /// of its line is plain (`GlyphDecoder+DimCharacter`).
    var judgesDimCharacters: Bool = true
    /// With `judgesDimCharacters`: its one unsure segment on the unlit side of the threshold is lit where
    /// only lit it names a character and the character's own levels have it lit (`GlyphDecoder.dimCharacterLifts`).
    var liftsDimSegments: Bool = true
    /// On the colour look, a 1 in a cell much wider than the line's other digits' is not sure (`WideOne`).
    var doubtsWideColourOnes: Bool = true
    /// Set by the reader on its colour look (`SevenSegmentReader+ColourLook`).
    var onColourLook: Bool = false
    /// On the colour look a merged point's blurred spot counts lit from a lower level, where it widens
    /// its digit (`LineInterpreter+BlurredPoint`).
    var seesBlurredPoints: Bool = true
    /// The colour look takes the one point the gray look's segmenter cut, where the gray text does not show
    /// it, and also where the colour reading is complete without the point its line may show
    /// (`SevenSegmentReader+ColourLookGrayPoint`).
    var colourTakesGrayCutPoint: Bool = true
    /// A fragment of a digit inside a "1"'s box doubts it (`LoneFragment`).
    var doubtsLoneFragments: Bool = true
    /// A character that a bar left out of the band at the strip's border may belong to is not sure (`BorderBar`).
    var doubtsBorderBars: Bool = true
    /// A small decimal that a first look left unresolved in a full-size box is not compared segment by
    /// segment with a second look's small cell (`SecondLook.smallInOtherBox`).
    var comparesSmallDecimalsApart: Bool = true
    /// A digit-tall blob that may hide a digit doubts the line where it stands between its characters,
    /// or within this many character pitches before the first or after the last (`CoveredDigit`);
    /// negative: never.
    var coveredDigitBesidePitches: Double = 1.2
    /// With no quad, a found display or row whose box is a steep keystone (`Quad.isSteepKeystone`) does not
    /// stand (`SevenSegmentReader.refusesKeystone`).
    var refusesSteepKeystones: Bool = true
    /// A found display's line is not sure where the same box widened (`checkedAtBorder`) reads completely
    /// to other characters in as many places.
    var doubtsOtherWiderReading: Bool = true
    /// A row of digits cut out of a found display is not read where the display's own reading named a
    /// full-width digit outside the row next to a character it named inside (`SevenSegmentReader.rowLeavesOutDigit`).
    var doubtsRowLeavingOutDigit: Bool = true
    /// Degrees either side of each measured edge direction the frame is also turned by
    /// (`SevenSegmentReader.turns`).
    var turnSpread: Double = 2
    /// A given box that read nothing complete is read again moved a pixel or two each way, and a text the moved
    /// boxes agree on stands (`SevenSegmentReader+NudgedBox`). Off for live frames (`liveFrames`).
    public internal(set) var readsNudgedBoxes: Bool = true
    /// Least moved boxes reading the same complete text (of 8). With 2 the rendered devices under harsh
    /// perturbation read 4 more frames wrong (the guards of `SevenSegmentReader+NudgedBox` on).
    var nudgedBoxesAgreeing: Int = 3
    /// The same where the box's own reading saw glare.
    var nudgedBoxesUnderGlare: Int = 5
    /// A character is taken for one under a patch of glare (`SolidInk`) only where its share of ink brighter
    /// than a lit segment is well above the other characters' (`SolidInk.weighsOthersHeat`).
    var weighsOthersHeat: Bool = true
    /// Height in pixels of the smallest layout line in the dewarped display.
    public var lineHeight: Double = 64
    /// Never enlarge the display more than this when dewarping (small crops stay small).
    public var maximumUpscale: Double = 2.5
    /// Cap on the dewarped display's width in pixels.
    public var maximumWidth: Int = 720

    public init() {}

    /// The options for a live scan's frames (`FrameReader`, `vitalsnap scan`, `vitalsnap bench`): a photo's
    /// (`vitalsnap read`, `eval`) but a given box that read nothing complete is not read again moved a pixel
    /// or two (`readsNudgedBoxes`). A live scan reads the next frame a tenth of a second later, the meter a
    /// little moved in the hand, and its session converges over frames; the moved boxes would only slow down
    /// the frames that fail, five to nine reads each (the rendered glucometer's p95 1.2 -> 5.8 ms per frame at
    /// 5% of frames not read).
    public static var liveFrames: ReaderOptions {
        var o = ReaderOptions()
        o.readsNudgedBoxes = false
        return o
    }
}
