/**
 * English: function words and the words of everyday chat (greetings, replies, time, plans), lower
 * case, contractions whole. Then everyday vocabulary (home, food, family, work, school, travel,
 * weather, health, pastimes) with the forms people type: verb forms and plurals. Written from
 * general knowledge of the language.
 */
export const EN = `
the a an and or but so if of to in on at for with from by about as into onto like than then
there here this that these those it its it's itself i i'm i'll i've i'd me my mine myself you
you're you'll you've you'd your yours yourself he he's him his himself she she's her hers we
we're we'll we've us our ours they they're they'll they've them their theirs what what's who
who's whom whose which when when's where where's why why's how how's is isn't are aren't was
wasn't were weren't be been being am do does did don't doesn't didn't done doing have has had
haven't hasn't hadn't having can can't cannot could couldn't will won't would wouldn't should
shouldn't must may might shall not no yes yeah yep yup nope nah ok okay sure thanks thank thx ty
please pls plz sorry hello hi hey hiya bye goodbye morning night evening afternoon today tonight
tomorrow yesterday now later soon already still just also too very really much many more most
less least some any all every each both either neither none nothing something anything
everything someone somebody anyone anybody everyone everybody nobody somewhere anywhere
everywhere good great nice cool awesome amazing lovely wonderful fantastic perfect brilliant
bad terrible awful fine well better best worse worst love loved loves like liked likes want
wanted wants need needed needs know knew knows known think thought see saw seen sees look
looking looked come comes coming came go goes going gone went get gets getting got gotten
make makes making made take takes taking took give gives giving gave say says saying said tell
told call called calling text texted send sent let let's wait waiting home work working job
time day days week weeks weekend month year friend friends mom mum dad family kids people
thing things way back again never always sometimes often usually maybe probably definitely
exactly actually right wrong true false lol lmao omg haha hahaha btw idk tbh imo brb ttyl
congrats congratulations happy birthday welcome miss missed wish hope guess mean meant feel
feeling felt sounds sound talk talking meet meeting dinner lunch breakfast coffee tea food
eat eating drink sleep sleeping tired busy free late early ready done finish finished
finally after before because cause since until while though although yet ever only even
there's that's here's ain't gonna wanna gotta kinda sorta dunno whatever anyway anyways
alright cheers bro dude guys buddy mate babe honey sweetie darling totally absolutely
seriously literally honestly hopefully unfortunately luckily basically outside inside
upstairs downstairs downtown tho though thru through around over under again which whose
yours truly lots lot bit little big small new old young long short next last first second
one two three four five ten hundred once twice hurry almost mind never enough own same other
another such why would've could've should've i'd've let me got it well done sounds good see
you soon miss you love you call me good luck take care no worries my bad same here of course
awesome fine wow yay oops ugh hmm umm yo sup nvm np thanksgiving christmas holiday holidays
party trip flight plane train bus car traffic stuck running late store shop buy bought pay
paid money cheap price tonight's today's tomorrow's weather raining rain sunny cold hot warm
pick drop bring brought leave leaving left arrive arrived landed heading keys phone battery
dying charge charger address movie show game match watch watching watched play playing read
write wrote answer ask asked question help helped thought feels worried worry worries glad
sad angry upset excited proud sick ill hospital doctor boss office school class homework
exam test interview report deadline email message reply
hungry thirsty starving sleepy bored scared nervous lonely hug hugs kiss kisses dinner's
water milk bread cheese chicken pizza beer wine juice breakfast snack cake dessert kitchen room
bed bathroom shower door window car bike street city town beach park gym pool church hospital
airport station mall restaurant bar club party birthday wedding baby son daughter brother
sister husband wife boyfriend girlfriend aunt uncle grandma grandpa cousin neighbor teacher
doctor head hurts pain cold fever cough medicine better worse pretty beautiful handsome cute
ugly funny smart stupid crazy weird strange easy hard difficult expensive cheap quick quickly
slowly quiet loud happy sad tired hot cold wet dry clean dirty open closed full empty true
nevermind anyway whatever okay alright goodnight goodbye welcome sorry excuse pardon oops
yikes damn wow yay cheers hooray agreed deal sweet nice neat lovely dear darling hun bestie
walk walks walked walking talks talked asks asking works worked plays played calls texts texting
watches waits waited wanting needing liking loving hate hates hated hating helps helping cook cooks
cooked cooking cleans cleaned cleaning wash washes washed washing opens opened opening close closes
closing start starts started starting finishes finishing turn turns turned turning looks listen
listens listened listening learn learns learned learning laugh laughs laughed laughing cry cries
cried crying smile smiles smiled smiling kissed kissing huging misses missing kill kills killed
killing fix fixes fixed fixing move moves moved moving live lives lived living change changes
changed changing check checks checked checking book books booked booking cancel cancels canceled
canceling order orders ordered ordering picks picked picking drops droping pack packs packed packing
unpack unpacks unpacked unpacking visit visits visited visiting travel travels traveled traveling
enjoy enjoys enjoyed enjoying stay stays stayed staying rest rests rested resting relax relaxes
relaxed relaxing worrying hurries hurried hurrying try tries tried trying study studies studied
studying replies replied replying carry carries carried carrying marry marries married marrying
dance dances danced dancing sign signs signed signing print prints printed printing emails emailed
emailing post posts posted posting share shares shared sharing save saves saved saving spend spends
borrow borrows borrowed borrowing lend lends return returns returned returning arrives arriving
leaves join joins joined joining invite invites invited inviting celebrate celebrates celebrated
celebrating remember remembers remembered remembering forget forgets decide decides decided deciding
agree agrees agreing explain explains explained explaining complain complains complained complaining
believe believes believed believing hopes hoped hoping guesses guessed guessing wonder wonders
wondered wondering notice notices noticed noticing mention mentions mentioned mentioning prefer
prefers prefering offer offers offered offering answers answered answering promise promises promised
promising deliver delivers delivered delivering charges charged charging pays buys use uses used
using wear wears bake bakes baked baking boil boils boiled boiling fry fries fried frying taste
tastes tasted tasting smell smells smelled smelling touch touches touched touching parks parked
parking drive drives ride rides fly flys jump jumps jumped jumping climb climbs climbed climbing
swim swims run runs follow follows followed following lead leads push pushes pushed pushing pull
pulls pulled pulling lift lifts lifted lifting wishes wished wishing thanked thanking apologize
apologizes apologized apologizing complete completes completed completing plan plans prepare
prepares prepared preparing organize organizes organized organizing manage manages managed managing
handle handles handled handling improve improves improved improving cover covers covered covering
fill fills filled filling empties emptied emptying rent rents rented renting owns owned owning owe
owes owed owing earn earns earned earning lose loses win wins score scores scored scoring ruin ruins
ruined ruining break breaks repair repairs repaired repairing showers showered showering brush
brushes brushed brushing dress dresses dressed dressing smoke smokes smoked smoking vote votes voted
voting bother bothers bothered bothering annoy annoys annoyed annoying hurt scare scares scaring
surprise surprises surprised surprising excite excites exciting bore bores boring tire tires tiring
phones phoned phoning messages messaged messaging chat chats chating update updates updated updating
download downloads downloaded downloading upload uploads uploaded uploading install installs
installed installing restart restarts restarted restarting stopped stopping stops stop planned
planning shopped shopping chatted chatting hugged hugging dropped dropping grabbed grabbing grab
begged hopped jogging jogged taken seeing knowing thinks thinking tells telling given find finds
found finding brings bringing buying paying sends sending spent spending keep keeps kept keeping
sleeps slept meets met eats ate eaten drinks drank drunk drinking drove driven driving rode ridden
riding writes written writing reads reading ran sit sits sat sitting stand stands stood standing
lost losing won winning broke broken breaking wake wakes woke woken waking forgot forgotten
forgetting flies flew flown flying swam swimming wore worn wearing hear hears heard hearing hold
holds held holding put puts putting set sets setting cut cuts cutting hit hits hitting hurting shut
shuts lent sell sells sold selling teach teaches taught teaching catch catches caught catching fight
fights fought fighting choose chooses chose chosen choosing begin begins began begun beginning sing
sings sang sung singing fall falls fell fallen falling grow grows grew grown growing throw throws
threw thrown throwing draw draws drew drawn hide hides hid hidden bite bites bitten mustn't he'll
she'll it'll that'll he'd she'd we'd they'd might've must've lemme gimme ya y'all yall yourselves
herself ourselves themselves ones nowhere cuz bc unless whereas till off without above below out up
down across along behind beside between beyond near during against among toward towards upon via per
plus minus except rarely nearly quite rather few several perhaps certainly surely completely
obviously apparently anyhow somehow otherwise instead besides meanwhile ye yea k kk heya howdy byee
cya nite gn gm tysm tyvm sry apologies lmfao rofl hahahaha hehe hihi xd omfg wtf idc imho fyi asap
gtg g2g ily ilysm smh irl rn tmr tmrw w/e bday oh ah ahh eh uh um hm ooh whoa meh duh phew aw aww
dang gosh jeez geez bruh man hon sweetheart fam sis six seven eight nine eleven twelve thirteen
fifteen twenty thirty forty fifty thousand million third half quarter dozen merry house houses homes
apartment apartments flat flats kitchens livings bedroom bedrooms bathrooms garden gardens yard
yards balcony balconies garage garages doors windows wall walls floor floors ceiling ceilings stairs
stairses elevator elevators key table tables chair chairs couch couches sofa sofas beds pillow
pillows blanket blankets sheet sheets closet closets drawer drawers shelf shelves lamp lamps light
lights mirror mirrors towel towels soap soaps shampoo shampoos toothbrush toothbrushes trash trashes
garbage garbages fridge fridges oven ovens stove stoves microwave microwaves plate plates glass
glasses cup cups mug mugs spoon spoons knife knives fork forks pan pans pot pots bottle bottles
foods meal meals breakfasts brunch brunches lunches dinners supper suppers snacks breads toast
toasts milks cheeses egg eggs ham hams bacon bacons chickens meat meats beef beefs pork porks fish
fishes rice rices pasta pastas noodle noodles soup soups salad salads potato potatoes tomato
tomatoes onion onions garlic garlics carrot carrots fruit fruits apple apples orange oranges banana
bananas strawberry strawberries grape grapes lemon lemons pineapple pineapples watermelon
watermelons melon melons pear pears cookie cookies biscuit biscuits chocolate chocolates ice ices
cream creams cakes desserts sugar sugars salt salts oil oils butter butters yogurt yogurts cereal
cereals vegetable vegetables veggies veggieses pizzas burger burgers sandwich sandwiches taco tacos
sushi sushis coffees teas waters juices soda sodas beers wines leftovers leftoverses takeout
takeouts groceries grocerieses families mother mothers father fathers moms mums mommy mommies mummy
mummies dads daddy daddies sons daughters brothers sisters grandpas grandmas granny grannies
grandfather grandfathers grandmother grandmothers grandson grandsons granddaughter granddaughters
uncles aunts auntie aunties cousins nephew nephews niece nieces husbands wives boyfriends
girlfriends fiance fiances partner partners babies kid child children boy boys girl girls guy men
woman women lady ladies sir sirs besties buddies pal pals mates colleague colleagues coworker
coworkers neighbors neighbour neighbours bosses teachers doctors nurse nurses lawyer lawyers cop
cops police polices client clients customer customers guest guests peoples parents parentses body
bodies heads face faces eye eyes ear ears nose noses mouth mouths tooth teeth hair hairs hand hands
finger fingers arm arms leg legs foot feet backs belly bellies stomach stomaches tummy tummies heart
hearts throat throats knee knees shoulder shoulders clothes clotheses shirt shirts t-shirt t-shirts
sweater sweaters hoodie hoodies jacket jackets coat coats pants pantses trousers trouserses jeans
jeanses shorts shortses skirt skirts shoe shoes sneaker sneakers boot boots sock socks hat hats cap
caps scarf scarfs glove gloves bag bags backpack backpacks suitcase suitcases wallet wallets purse
purses glasseses ring rings cities towns village villages neighborhood neighborhoods neighbourhood
neighbourhoods streets road roads square squares beaches sea seas ocean oceans mountain mountains
river rivers lake lakes countryside countrysides forest forests island islands country countries
world worlds stores shops supermarket supermarkets market markets pharmacy pharmacies bank banks
hospitals schools college colleges university universities offices company companies factory
factories restaurants cafe cafes bars pub pubs clubs cinema cinemas theater theaters theatre
theatres museum museums churches library libraries gyms pools stadium stadiums airports stations
hotel hotels cars bikes bicycle bicycles motorbike motorbikes buses truck trucks trains subway
subways metro metros tram trams planes airplane airplanes boat boats ship ships taxi taxis cab cabs
uber ubers ticket tickets traffics gas gases petrol petrols parkings corner corners jobs task tasks
homeworks assignment assignments exams tests quiz quizs classes lesson lessons courses meetings
appointment appointments project projects mail mails photo photos pic pics picture pictures video
videos song songs music musics movies film films shows series serieses episode episodes magazine
magazines newspaper newspapers news newses games matches team teams football footballs soccer
soccers gift gifts present presents parties weddings birthdays christmases vacation vacations trips
journey journeys flights bookings reservation reservations problem problems questions idea ideas
truth truths lie lies lucks fault faults reason reasons bill bills moneys cash cashes prices dollar
dollars buck bucks card cards account accounts receipt receipts sale sales deals discount discounts
cellphone cellphones chargers batteries computer computers laptop laptops screen screens tv tvs
television televisions internet internets password passwords wifi wifis app apps months years hour
hours minute minutes seconds moment moments mornings afternoons evenings nights noon noons midnight
midnights monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays
saturday saturdays sunday sundays weekends january januaries february februaries march marches april
aprils mays june junes july julies august augusts september septembers october octobers november
novembers december decembers spring springs summer summers autumn autumns winter winters weathers
sun suns rains snow snows wind winds cloud clouds heat heats storm storms dog dogs puppy puppies cat
cats kitty kitties bird birds horse horses cow cows dream dreams fear fears hunger hungers thirst
thirsts pains health healths illness illnesses flu flus colds fevers coughs medicines pill pills joy
joys sadness sadnesses rush rushes patience patiences shame shames times side sides part parts ways
place places name names number numbers color colors colour colours size sizes end ends beginnings
halfs stuff stuffs gorgeous bigger biggest smaller tiny huge large tall high low fat thin skinny
newer older younger rich poor cheaper easier harder fast faster slow slower messy hotter colder
fresh soft heavy strong weak clever dumb silly normal simple comfy comfortable calm noisy exhausted
fun hilarious serious mad healthy awake asleep alone incredible horrible important necessary
possible impossible clear dark bright white black red blue green yellow pink gray grey brown purple
delicious yummy tasty spicy salty bitter different special favorite favourite kind gentle friendly
rude lucky unlucky safe dangerous latest sweaty stuffed sore preferred forgave stole swept fed cost
painting paintings guitar guitars piano pianos invitation invitations bakery bakeries hike hikes
hiking hikings camping campings ski skis skiing skiings ball balls alarm alarms noise noises
umbrellas laundries dishes disheses vacuum vacuums sport sports goal goals race races bet bets
sunscreen sunscreens snowman snowmans sky skies star stars moon moons tree trees flower flowers
grass grasses stone stones field fields hill hills path paths bridge bridges building buildings
tower towers castle castles bookstore bookstores butcher butchers hairdresser hairdressers dentist
dentists prescription prescriptions recipe recipes headache headaches toothache toothaches allergy
allergies injury injuries blood bloods skin skins bone bones life lifes story stories opinion
opinions chance chances situation situations experience experiences relationship relationships
advice advices decision decisions mistake mistakes joke jokes secret secrets result results example
examples language languages word words letter letters package packages lock locks box boxes paper
papers pen pens notebook notebooks desk desks student students classmate classmates grade grades
salary salaries interviews contract contracts shift shifts coin coins crossing crossings platform
platforms delay delays passport passports map maps tour tours souvenir souvenirs view views selfie
selfies concert concerts queue queues sauce sauces spice spices pepper peppers vinegar vinegars
honeys jam jams flour flours bean beans corn corns mushroom mushrooms cucumber cucumbers peach
peaches cherry cherries steak steaks sausage sausages shrimp shrimps dish menu menus waiter waiters
tip tips napkin napkins tablecloth tablecloths carpet carpets curtain curtains plant plants roof
roofs landlord landlords heating heatings air conditioning electricity electricities plug plugs
cable cables keyboard keyboards printer printers group groups voice sticker stickers screenshot
screenshots link links file files forecast temperature temperatures degree degrees fog fogs wave
sunset sunsets sunrise sunrises shadow shadows season seasons hobby hobbies drawing drawings fishing
fishings cycling cyclings runnings swimmings yoga yogas training trainings player players winner
winners board toy toys nap naps bath baths haircut haircuts perfume perfumes makeup makeups nail
nails mood moods stress stresses pity pities funs peace peaces thankses favor favors memory memories
funeral funerals host hosts pregnancy pregnancies teenager teenagers mans person persons crowd
crowds officer driver drivers engineer engineers seller sellers employee employees army armies
prayer prayers god gods capital capitals border borders government governments election elections
law laws war wars history histories science sciences art arts culture cultures waves sand sands
shell shells insect insects mosquito mosquitos spider spiders mouse mouses rabbit rabbits pig pigs
sheep sheeps duck ducks bear bears lion lions monkey monkeys elephant elephants snake snakes vet
vets rainy windy foggy snowy humid polite shy brave lazy jealous grateful famous crowded wide narrow
deep raw frozen ripe rotten ready-made interesting modern ancient public private local foreign
national single pregnant paint paints painted swiming skied hiked fishs fished cuting mix mixs mixed
mixing delete deletes deleted deleting land lands landing pray prays prayed praying wining beting
shout shouts shouted shouting whisper whispers whispered whispering argue argues argued arguing
forgive forgives forgiving trust trusts trusted trusting lied liing hiding steal steals stealing
coughed coughing sneeze sneezes sneezed sneezing relaxs exercise exercises exercised exercising
washs iron irons ironed ironing sweep sweeps sweeping tidy tidies tidied tidying feed feeds feeding
lending count counts counted counting fit fits fiting costs costing die dies died diing born kisss
touchs pushs catchs cross crosss crossed guide guides guided guiding
`;
