/**
 * English: function words and the words of everyday chat (greetings, replies, time, plans),
 * lower case, contractions whole. Written from general knowledge of the language.
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
`;
