/**
 * Portuguese (Brazil and Portugal): function words and the words of everyday chat, lower case, with
 * chat spellings (tô, tá, pra, vc). Then everyday vocabulary (home, food, family, work, school,
 * travel, weather, health, pastimes) with the forms people type: verb forms, plurals, feminines.
 * Written from general knowledge of the language.
 */
export const PT = `
o a os as um uma uns umas e ou mas porém que quê de do da dos das em no na nos nas num numa
nuns numas por pelo pela pelos pelas para pra pro pros com sem sobre entre até desde como
quando onde aonde quem qual quais quanto quanta quantos porque porquê eu tu você vocês vc vcs
ele ela eles elas nós a gente gente me te se lhe lhes vos mim ti comigo contigo conosco meu
minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas dele dela
deles delas este esta estes estas isto esse essa esses essas isso aquele aquela aquilo é são
era eram foi foram fui ser sido sou somos seja estar estou está estás estamos estão estava
estavam estive esteve estado esteja tô tá tão tava tavam tenho tens tem temos têm tinha
tínhamos tive teve ter terei vou vais vai vamos vão ia íamos ir indo fui faço fazes faz
fazemos fazem fazia fiz fez fazer feito fazendo posso podes pode podemos podem podia pude
poder poderia quero queres quer queremos querem queria quis querer sei sabes sabe sabemos
sabem sabia saber acho achas acha achei digo dizes diz dizemos dizem disse dizer falei fala
falar falou ver vejo vês vê vemos vi visto olha olhe não nao sim nada algo alguma alguém
ninguém nenhum nenhuma tudo todo toda todos todas muito muita muitos muitas mais menos pouco
pouca bem mal melhor pior bom boa bons boas ótimo ótima otimo obrigado obrigada brigado
valeu oi olá ola tchau até logo amanhã amanha hoje ontem agora já ainda sempre nunca também
tambem então entao depois antes cedo tarde aqui aí ali lá cá casa trabalho dia dias noite
noites semana fim ano anos vez vezes hora horas gente amigo amiga amigos amigas mãe mae pai
irmão irmã filho filha namorado namorada beleza legal massa show nossa caramba kkk kkkk
kkkkk rs rsrs haha hahaha desculpa desculpe perdão parabéns feliz aniversário tranquilo
tranquila saudade saudades beijo beijos bjs abraço abraços querido querida amor combinado
verdade claro certeza exatamente talvez pronto né cadê tipo mesmo mesma coisa coisas cada outro
outra outros outras embora enquanto igual só sozinho junto juntos ligo liga ligar me liga
escrevo escreve escrever mando manda mandar me manda espero espera esperar preciso precisa
precisamos chego chega chegar cheguei chegou chegando saio sai sair volto volta voltar fica
ficar fiquei cuidado toma tomar comer jantar almoço almoçar café cerveja mercado loja carro trem metrô ônibus
avião voo hotel chaves celular bateria endereço filme jogo reunião relatório entrevista prova
chefe escritório escola chuva chovendo calor frio cansado cansada doente feliz triste atrasado
atrasada atrasar bora vamo fala sério sério demais pois pá fixe giro miúdo rapariga tás
ok okay estás estive obg blz pq tb tbm vlw msg td tdb
fome sede sono entediado entediada medo nervoso nervosa sozinho sozinha abraço beijo água
leite pão queijo frango cerveja vinho suco sobremesa bolo cozinha quarto cama banheiro banho
porta janela bicicleta rua cidade praia parque academia piscina igreja hospital aeroporto
estação shopping restaurante bar festa casamento bebê filho filha irmão irmã marido esposa
mulher namorado namorada tia tio vó vô avó avô primo prima vizinho professor médico cabeça dói
dor gripe febre tosse remédio bonito bonita lindo linda feio engraçado inteligente burro louco
louca estranho fácil difícil caro barato rápido devagar calmo feliz triste cansado quente frio
cuida cuide molhado limpo sujo aberto fechado cheio vazio esquece esquecer deixa totalmente todos todas
descansa descansar pronto pronta sei sabia adoro adorei gostei gosto uau eita oxe poxa affs
falo falas falamos falam falaste falava falando falado fale falem ligas ligamos ligam liguei ligou
ligaste ligava ligando ligado ligue liguem chamo chamas chama chamamos chamam chamei chamou chamaste
chamava chamar chamando chamado chame chamem esperas esperamos esperam esperei esperou esperaste
esperava esperando esperado espere esperem chegas chegamos chegam chegaste chegava chegado chegue
cheguem tomo tomas tomamos tomam tomei tomou tomaste tomava tomando tomado tome tomem trabalhas
trabalha trabalhamos trabalham trabalhei trabalhou trabalhaste trabalhava trabalhar trabalhando
trabalhado trabalhe trabalhem estudo estudas estuda estudamos estudam estudei estudou estudaste
estudava estudar estudando estudado estude estudem compro compras compra compramos compram comprei
comprou compraste comprava comprar comprando comprado compre comprem pago pagas paga pagamos pagam
paguei pagou pagaste pagava pagar pagando pagado pague paguem mandas mandamos mandam mandei mandou
mandaste mandava mandando mandado mande mandem olho olhas olhamos olham olhei olhou olhaste olhava
olhar olhando olhado olhem busco buscas busca buscamos buscam busquei buscou buscaste buscava buscar
buscando buscado busque busquem procuro procuras procura procuramos procuram procurei procurou
procuraste procurava procurar procurando procurado procure procurem precisas precisam precisei
precisou precisaste precisava precisar precisando precisado precise precisem gostas gosta gostamos
gostam gostou gostaste gostava gostar gostando gostado goste gostem adoras adora adoramos adoram
adorou adoraste adorava adorar adorando adorado adore adorem escuto escutas escuta escutamos escutam
escutei escutou escutaste escutava escutar escutando escutado escute escutem cozinho cozinhas
cozinhamos cozinham cozinhei cozinhou cozinhaste cozinhava cozinhar cozinhando cozinhado cozinhe
cozinhem janto jantas janta jantamos jantam jantei jantou jantaste jantava jantando jantado jante
jantem almoças almoça almoçamos almoçam almocei almoçou almoçaste almoçava almoçando almoçado almoce
almocem viajo viajas viaja viajamos viajam viajei viajou viajaste viajava viajar viajando viajado
viaje viajem ajudo ajudas ajuda ajudamos ajudam ajudei ajudou ajudaste ajudava ajudar ajudando
ajudado ajude ajudem deixo deixas deixamos deixam deixei deixou deixaste deixava deixar deixando
deixado deixe deixem passo passas passa passamos passam passei passou passaste passava passar
passando passado passe passem fico ficas ficamos ficam ficou ficaste ficava ficando ficado fique
fiquem pergunto perguntas pergunta perguntamos perguntam perguntei perguntou perguntaste perguntava
perguntar perguntando perguntado pergunte perguntem termino terminas termina terminamos terminam
terminei terminou terminaste terminava terminar terminando terminado termine terminem acabo acabas
acaba acabamos acabam acabei acabou acabaste acabava acabar acabando acabado acabe acabem lembro
lembras lembra lembramos lembram lembrei lembrou lembraste lembrava lembrar lembrando lembrado
lembre lembrem mudo mudas muda mudamos mudam mudei mudou mudaste mudava mudar mudando mudado mude
mudem limpas limpa limpamos limpam limpei limpou limpaste limpava limpar limpando limpado limpe
limpem lavo lavas lava lavamos lavam lavei lavou lavaste lavava lavar lavando lavado lave lavem
entro entras entra entramos entram entrei entrou entraste entrava entrar entrando entrado entrem
convido convidas convida convidamos convidam convidei convidou convidaste convidava convidar
convidando convidado convide convidem danço danças dança dançamos dançam dancei dançou dançaste
dançava dançar dançando dançado dancem ganho ganhas ganha ganhamos ganham ganhei ganhou ganhaste
ganhava ganhar ganhando ganhado ganhe ganhem uso usas usa usamos usam usei usou usaste usava usar
usando usado usem cuido cuidas cuidamos cuidam cuidei cuidou cuidaste cuidava cuidar cuidando cuidem
descanso descansas descansamos descansam descansei descansou descansaste descansava descansando
descansado descanse descansem preocupo preocupas preocupa preocupamos preocupam preocupei preocupou
preocupaste preocupava preocupar preocupando preocupado preocupe preocupem toco tocas toca tocamos
tocam toquei tocou tocaste tocava tocar tocando tocado toque toquem tiro tiras tira tiramos tiram
tirei tirou tiraste tirava tirar tirando tirado tirem ando andas anda andamos andam andei andou
andaste andava andar andando andado ande andem caminho caminhas caminha caminhamos caminham caminhei
caminhou caminhaste caminhava caminhar caminhando caminhado caminhe caminhem arrumo arrumas arruma
arrumamos arrumam arrumei arrumou arrumaste arrumava arrumar arrumando arrumado arrume arrumem aviso
avisas avisa avisamos avisam avisei avisou avisaste avisava avisar avisando avisado avise avisem
demoro demoras demora demoramos demoram demorei demorou demoraste demorava demorar demorando
demorado demore demorem falto faltas falta faltamos faltam faltei faltou faltaste faltava faltar
faltando faltado falte faltem importo importas importa importamos importam importei importou
importaste importava importar importando importado importe importem tento tentas tenta tentamos
tentam tentei tentou tentaste tentava tentar tentando tentado tente tentem explico explicas explica
explicamos explicam expliquei explicou explicaste explicava explicar explicando explicado explique
expliquem levanto levantas levanta levantamos levantam levantei levantou levantaste levantava
levantar levantando levantado levante levantem apago apagas apaga apagamos apagam apaguei apagou
apagaste apagava apagar apagando apagado apague apaguem carrego carregas carrega carregamos carregam
carreguei carregou carregaste carregava carregar carregando carregado carregue carreguem levo levas
leva levamos levam levei levou levaste levava levar levando levado leve levem aproveito aproveitas
aproveita aproveitamos aproveitam aproveitei aproveitou aproveitaste aproveitava aproveitar
aproveitando aproveitado aproveite aproveitem preparo preparas prepara preparamos preparam preparei
preparou preparaste preparava preparar preparando preparado preparem paro paras paramos param parei
parou paraste parava parar parando parado pare parem funciono funcionas funciona funcionamos
funcionam funcionei funcionou funcionaste funcionava funcionar funcionando funcionado funcione
funcionem choro choras chora choramos choram chorei chorou choraste chorava chorar chorando chorado
chore chorem converso conversas conversa conversamos conversam conversei conversou conversaste
conversava conversar conversando conversado converse conversem começo começas começa começamos
começam comecei começou começaste começava começar começando começado comece comecem penso pensas
pensa pensamos pensam pensei pensou pensaste pensava pensar pensando pensado pense pensem acordo
acordas acorda acordamos acordam acordei acordou acordaste acordava acordar acordando acordado
acorde acordem conto contas conta contamos contam contei contou contaste contava contar contando
contado conte contem mostro mostras mostra mostramos mostram mostrei mostrou mostraste mostrava
mostrar mostrando mostrado mostre mostrem custo custas custa custamos custam custei custou custaste
custava custar custando custado custe custem provo provas provamos provam provei provou provaste
provava provar provando provado prove provem deito deitas deita deitamos deitam deitei deitou
deitaste deitava deitar deitando deitado deite deitem encontro encontras encontra encontramos
encontram encontrei encontrou encontraste encontrava encontrar encontrando encontrado encontre
encontrem jogas joga jogamos jogam joguei jogou jogaste jogava jogar jogando jogado jogue joguem
gasto gastas gasta gastamos gastam gastei gastou gastaste gastava gastar gastando gastado gaste
gastem achamos acham achou achaste achava achar achando achado ache achem amo amas ama amamos amam
amei amou amaste amava amar amando amado ame amem beijas beija beijamos beijam beijei beijou
beijaste beijava beijar beijando beijado beije beijem abraças abraça abraçamos abraçam abracei
abraçou abraçaste abraçava abraçar abraçando abraçado abrace abracem moro moras mora moramos moram
morei morou moraste morava morar morando morado morem sonho sonhas sonha sonhamos sonham sonhei
sonhou sonhaste sonhava sonhar sonhando sonhado sonhe sonhem brinco brincas brinca brincamos brincam
brinquei brincou brincaste brincava brincar brincando brincado brinque brinquem combino combinas
combina combinamos combinam combinei combinou combinaste combinava combinar combinando combine
combinem marco marcas marca marcamos marcam marquei marcou marcaste marcava marcar marcando marcado
marque marquem atraso atrasas atrasa atrasamos atrasam atrasei atrasou atrasaste atrasava atrasando
atrase atrasem reservo reservas reserva reservamos reservam reservei reservou reservaste reservava
reservar reservando reservado reserve reservem cancelo cancelas cancela cancelamos cancelam cancelei
cancelou cancelaste cancelava cancelar cancelando cancelado cancele cancelem pego pegas pega pegamos
pegam peguei pegou pegaste pegava pegar pegando pegado pegue peguem voltas voltamos voltam voltei
voltou voltaste voltava voltando voltado volte voltem acompanho acompanhas acompanha acompanhamos
acompanham acompanhei acompanhou acompanhaste acompanhava acompanhar acompanhando acompanhado
acompanhe acompanhem namoro namoras namora namoramos namoram namorei namorou namoraste namorava
namorar namorando namore namorem caso casas casamos casam casei casou casaste casava casar casando
casado case casem treino treinas treina treinamos treinam treinei treinou treinaste treinava treinar
treinando treinado treine treinem malho malhas malha malhamos malham malhei malhou malhaste malhava
malhar malhando malhado malhe malhem comemos comem comi comeu comia comendo comido coma comam bebo
bebes bebe bebemos bebem bebi bebeu bebia beber bebendo bebido beba bebam corro corres corre
corremos correm corri correu corria correr correndo corrido corra corram aprendo aprendes aprende
aprendemos aprendem aprendi aprendeu aprendia aprender aprendendo aprendido aprenda aprendam vendo
vendes vende vendemos vendem vendi vendeu vendia vender vendendo vendido venda vendam respondo
respondes responde respondemos respondem respondi respondeu respondia responder respondendo
respondido responda respondam bato bates bate batemos batem bati bateu batia bater batendo batido
bata batam devo deves deve devemos devem devi deveu devia dever devendo devido deva devam escolho
escolhes escolhe escolhemos escolhem escolhi escolheu escolhia escolher escolhendo escolhido escolha
escolham esqueces esquecemos esquecem esqueci esqueceu esquecia esquecendo esquecido recebo recebes
recebe recebemos recebem recebi recebeu recebia receber recebendo recebido receba recebam entendo
entendes entende entendemos entendem entendi entendeu entendia entender entendendo entendido entenda
entendam conheces conhece conhecemos conhecem conheci conheceu conhecia conhecer conhecendo
conhecido pareces parece parecemos parecem pareci pareceu parecia parecer parecendo parecido
aconteces acontece acontecemos acontecem aconteci aconteceu acontecia acontecer acontecendo
acontecido nasces nasce nascemos nascem nasci nasceu nascia nascer nascendo nascido cresces cresce
crescemos crescem cresci cresceu crescia crescer crescendo crescido escreves escrevemos escrevem
escrevi escreveu escrevia escrevendo escrevido escreva escrevam vivo vives vive vivemos vivem vivi
viveu vivia viver vivendo vivido viva vivam abro abres abre abrimos abrem abri abriu abria abrir
abrindo abrido abra abram decido decidimos decidem decidi decidiu decidia decidir decidindo decidido
decida decidam divido divides divide dividimos dividem dividi dividiu dividia dividir dividindo
dividido divida dividam parto partes parte partimos partem parti partiu partia partir partindo
partido parta partam assisto assistes assiste assistimos assistem assisti assistiu assistia assistir
assistindo assistido assista assistam discuto discutes discute discutimos discutem discuti discutiu
discutia discutir discutindo discutido discuta discutam permito permites permite permitimos permitem
permiti permitiu permitia permitir permitindo permitido permita permitam insisto insistes insiste
insistimos insistem insisti insistiu insistia insistir insistindo insistido insista insistam conheço
pareço dormir durmo dorme dormimos dormem dormi dormiu dormia dormindo durma sentir sinto sente
sentimos sentem senti sentiu sentia sentindo sinta pedir peço pede pedimos pedem pedi pediu pedia
pedindo peça seguir sigo segue seguimos seguem segui seguiu seguindo siga vestir veste vesti vestiu
vestindo saímos saem saí saiu saía saindo saia cair caio cai caí caiu caindo rir rio ri rimos riem
riu rindo ouvir ouço ouve ouvimos ouvem ouvi ouviu ouvindo subir subo sobe subimos sobem subi subiu
subindo fugir fujo foge fugiu ler leio lê lemos leem li leu lia lendo lido crer creio és fomos eras
éramos sejam serei será seremos serão seria sendo estivemos estiveram estávamos estejam estarei
estará estaria estando tamo tivemos tiveram tinham tenha tenham terá teria tendo tido iam vá irei
irá iria ido fizemos fizeram faça façam farei fará faria pôde pudemos puderam possa possam poderei
poderá podendo quisemos quiseram queira queiram quererei quisesse soube soubemos saiba saibam
saberei saberá saberia sabendo sabido dissemos disseram dizia diga digam direi dirá diria dizendo
dito vir venho vens vem vimos vêm vim veio viemos vieram vinha venha venham virei virá viria vindo
veem viu viram via veja vejam verei verá veria dar dou dás dá damos dão dei deu demos deram dava dê
deem darei dará daria dando dado pôr ponho põe pomos põem pus pôs puseram punha ponha porei poria
pondo posto trazer trago traz trazemos trazem trouxe trouxeram trazia traga trarei traria trazendo
trazido haver há havia haja houve haverá haveria perder perco perde perdemos perdem perdi perdeu
perdia perdendo perdido perca valer valia valendo caber cabe coube liga-me diz-me espera-me manda-me
avisa-me diga-me fala-me liguei-te ante após contra perante sob trás perto longe acima abaixo
embaixo cima dentro fora atrás frente anteontem jamais quase apenas somente tampouco provavelmente
certamente realmente sinceramente basicamente praticamente completamente absolutamente justamente
bastante tanto óbvio exato certo oie oii oiee eae eai salve tchauzinho flw bjss bjos beijão beijinho
beijinhos abs obrigadão obrigadinha brigadão agradeço kkkkkk kkkkkkk rsrsrs hehehe huahua kkkj ksks
ai ui opa oxi vixe vish putz pô pqp aff senhora mano mana cara véi velho amigão parça migo miga mina
gata quantas aliás inclusive enfim contudo todavia entretanto portanto si consigo vosso vossa
qualquer quaisquer algum alguns algumas vários várias poucos poucas dois três quatro cinco seis sete
oito nove dez onze doze treze catorze quatorze quinze vinte trinta quarenta cinquenta cem cento mil
milhão primeira segunda terceira terceiro quinto meia meio niver fds apartamento apartamentos apê
apês sala salas quartos banheiros jardim jardins varanda varandas garagem garagens portas janelas
parede paredes chão chões teto tetos escada escadas elevador elevadores chave mesa mesas cadeira
cadeiras sofá sofás camas travesseiro travesseiros cobertor cobertores lençol lençois armário
armários gaveta gavetas estante estantes lâmpada lâmpadas luz luzes espelho espelhos toalha toalhas
sabonete sabonetes xampu xampus escova escovas lixo lixos geladeira geladeiras forno fornos fogão
fogões micro-ondas máquina máquinas prato pratos copo copos xícara xícaras caneca canecas colher
colheres faca facas garfo garfos panela panelas frigideira frigideiras garrafa garrafas comida
comidas cafés almoços lanche lanches jantares pões leites queijos ovo ovos presunto presuntos
frangos carne carnes peixe peixes arroz arrozes feijão feijões macarrão macarrões massas sopa sopas
salada saladas batata batatas tomate tomates cebola cebolas alho alhos alface alfaces cenoura
cenouras fruta frutas maçã maçãs laranja laranjas banana bananas morango morangos uva uvas limão
limões abacaxi abacaxis melancia melancias melão melões pera peras biscoito biscoitos bolacha
bolachas chocolate chocolates sorvete sorvetes bolos doce doces açúcar açúcares sal sais azeite
azeites óleo óleos manteiga manteigas iogurte iogurtes cereais legume legumes verdura verduras
hambúrguer hambúrgueres sanduíche sanduíches salgado salgados coxinha coxinhas pastel pasteis açaí
açaís chá chás águas sucos refrigerante refrigerantes cervejas vinhos gelo gelos churrasco
churrascos família famílias mães pais mamãe mamães papai papais filhos filhas irmãos irmãs avôs avós
neto netos neta netas tios tias primos primas sobrinho sobrinhos sobrinha sobrinhas maridos esposas
mulheres namorados namoradas noivo noivos noiva noivas bebês criança crianças menino meninos menina
meninas moço moços moça moças senhor senhores senhoras colega colegas vizinhos vizinha vizinhas
chefes professores professora professoras médicos médica médicas doutor doutores enfermeiro
enfermeiros advogado advogados polícia polícias cliente clientes caras galera galeras pessoal
pessoais turma turmas corpo corpos cabeças rosto rostos olhos orelha orelhas nariz narizes boca
bocas dente dentes cabelo cabelos mão mãos dedo dedos braço braços perna pernas pé pés costas
barriga barrigas coração corações garganta gargantas joelho joelhos ombro ombros roupa roupas camisa
camisas camiseta camisetas blusa blusas calça calças saias vestido vestidos jaqueta jaquetas casaco
casacos sapato sapatos tênis bota botas meias boné bonés chapéu chapéus cachecol cachecois luva
luvas bolsa bolsas mochila mochilas mala malas carteira carteiras óculos relógio relógios anel aneis
cidades bairro bairros ruas avenida avenidas praça praças parques praias mar mares montanha
montanhas rios lago lagos campo campos floresta florestas ilha ilhas país mundo mundos lojas
mercados supermercado supermercados farmácia farmácias banco bancos hospitais escolas colégio
colégios faculdade faculdades universidade universidades escritórios empresa empresas restaurantes
lanchonete lanchonetes padaria padarias bares balada baladas cinema cinemas teatro teatros museu
museus igrejas biblioteca bibliotecas academias piscinas estádio estádios aeroportos estações
rodoviária rodoviárias hoteis shoppings correio correios carros moto motos bicicletas caminhão
caminhões trens metrôs aviões barco barcos táxi táxis uberes passagem passagens bilhete bilhetes
trânsito trânsitos engarrafamento engarrafamentos gasolina gasolinas semáforo semáforos esquina
esquinas trabalhos tarefa tarefas deveres lição lições aula aulas curso cursos reuniões projeto
projetos emais mensagem mensagens ligação ligações foto fotos vídeo vídeos música músicas filmes
série séries livro livros revista revistas jornal jornais notícia notícias jogos partida partidas
futebol futebois presente presentes surpresa surpresas festas casamentos aniversários natal natais
férias viagem viagens voos consulta consultas plano planos problema problemas resposta respostas
ideia ideias verdades mentira mentiras sorte sortes culpa culpas razão razões dinheiro dinheiros
grana granas preço preços real reais cartão cartões boleto boletos promoção promoções telefone
telefones celulares carregador carregadores baterias computador computadores tela telas televisão
televisões senha senhas wi-fi wi-fis aplicativo aplicativos semanas mês meses minuto minutos segundo
segundos momento momentos manhã manhãs tardes madrugada madrugadas meio-dia meio-dias meia-noite
meia-noites segundas terça terças quarta quartas quinta quintas sexta sextas sábado sábados domingo
domingos segunda-feira segunda-feiras terça-feira terça-feiras quarta-feira quarta-feiras
quinta-feira quinta-feiras sexta-feira sexta-feiras janeiro janeiros fevereiro fevereiros março
marços abril abris maio maios junho junhos julho julhos agosto agostos setembro setembros outubro
outubros novembro novembros dezembro dezembros primavera primaveras verão verões outono outonos
inverno invernos tempo tempos clima climas sol sois chuvas neve neves vento ventos nuvem nuvens
calores frios tempestade tempestades cachorro cachorros cadela cadelas gato gatos gatas pássaro
pássaros cavalo cavalos vaca vacas amores carinho carinhos sonhos medos fomes sedes dores saúde
saúdes doença doenças gripes resfriado resfriados febres tosses remédios alegria alegrias tristeza
tristezas vontade vontades pressa pressas paciência paciências vergonha vergonhas lado lados forma
formas jeito jeitos lugar lugares nome nomes número números cor cores tamanho tamanhos fins começos
metade metades mau má ruim bonitos bonitas feia feios feias lindos lindas gostoso gostosa gostosos
gostosas grande grandes pequeno pequena pequenos pequenas alto alta altos altas baixo baixa baixos
baixas comprido comprida compridos compridas curto curta curtos curtas gordo gorda gordos gordas
magro magra magros magras novo nova novos novas velha velhos velhas jovem jovens rico rica ricos
ricas pobre pobres caros barata baratos baratas fáciis difíciis rápida rápidos rápidas lento lenta
lentos lentas limpos suja sujos sujas cheia cheios cheias vazia vazios vazias aberta abertos abertas
fechada fechados fechadas quentes fria frias fresco fresca frescos frescas seco seca secos secas
molhada molhados molhadas duro dura duros duras mole moles pesado pesada pesados pesadas leves suave
suaves forte fortes fraco fraca fracos fracas esperto esperta espertos espertas bobo boba bobos
bobas loucos loucas doido doida doidos doidas estranha estranhos estranhas normal normais simples
confortável confortáveis tranquilos tranquilas nervosos nervosas preocupada preocupados preocupadas
ocupado ocupada ocupados ocupadas livre livres cansados cansadas entediados entediadas divertido
divertida divertidos divertidas engraçada engraçados engraçadas séria sérios sérias tristes alegre
alegres contente contentes felizes bravo brava bravos bravas irritado irritada irritados irritadas
chateado chateada chateados chateadas animado animada animados animadas empolgado empolgada
empolgados empolgadas surpreso surpresos assustado assustada assustados assustadas doentes saudável
saudáveis bêbado bêbada bêbados bêbadas acordada acordados acordadas sozinhos sozinhas junta juntas
prontos prontas perfeito perfeita perfeitos perfeitas ótimos ótimas incrível incríveis maravilhoso
maravilhosa maravilhosos maravilhosas horrível horríveis terrível terríveis importante importantes
necessário necessária necessários necessárias possível possíveis impossível impossíveis certa certos
certas errado errada errados erradas clara claros claras escuro escura escuros escuras branco branca
brancos brancas preto preta pretos pretas vermelho vermelha vermelhos vermelhas azul azuis verde
verdes amarelo amarela amarelos amarelas rosa rosas cinza cinzas marrom roxo roxa roxos roxas
delicioso deliciosa deliciosos deliciosas apimentado apimentada apimentados apimentadas salgada
salgadas amargo amarga amargos amargas último última últimos últimas primeiro primeiros primeiras
próximo próxima próximos próximas seguinte seguintes mesmos mesmas próprio própria próprios próprias
diferente diferentes iguais parecida parecidos parecidas típico típica típicos típicas especial
especiais favorito favorita favoritos favoritas queridos queridas almoco almocas almoca almocamos
almocam almocou almocaste almocava almocar almocando almocado danco dancas danca dancamos dancam
dancou dancaste dancava dancar dancando dancado comeco comecas comeca comecamos comecam comecou
comecaste comecava comecar comecando comecado abraco abracas abraca abracamos abracam abracou
abracaste abracava abracar abracando abracado peco peca saimos ouco sao eramos serao estao estavamos
estara tao tinhamos tera vao iamos faco facam fara podera sabera vira dao dara poe poem pos havera
apos ca atras rapido abracos beijao obrigadao brigadao agradeco perdao po vei amigao parca alias
porem alguem ninguem milhao parabens aniversario voce voces ape apes choes lencol lencois lampadas
fogao fogoes maquina maquinas xicara xicaras almocos pao poes feijao feijoes macarrao macarroes maca
macas limao limoes melao meloes acucar acucares oleo oleos hamburguer hamburgueres sanduiche
sanduiches acai acais cha chas maes mamae mamaes irmao irmaos irma irmas avo avos crianca criancas
moco mocos moca mocas medicos medica medicas policia policias cabeca cabecas mao maos braco bracos
pe pes coracao coracoes calca calcas tenis chapeu chapeus oculos relogio relogios praca pracas
estacao estacoes rodoviaria rodoviarias onibus caminhao caminhoes aviao avioes transito transitos
semaforos licao licoes reuniao reunioes ligacao ligacoes musicas aniversarios ferias razao razoes
preco precos cartao cartoes promocao promocoes televisao televisoes manha manhas terca tercas sabado
sabados terca-feira terca-feiras marcos verao veroes passaro passaros saude saudes doenca doencas
remedio remedios numeros comecos facil faciis dificil dificiis rapida rapidos rapidas confortavel
confortaveis engracado engracada engracados engracadas saudavel saudaveis bebado bebada bebados
bebadas otima otimos otimas incrivel incriveis horrivel horriveis terrivel terriveis necessarios
necessarias possivel possiveis impossivel impossiveis ultimos ultimas proximo proxima proximos
proximas proprios proprias tipicos tipicas pintura pinturas violão violões guitarra guitarras piano
pianos canção canções convite convites trilha trilhas caminhada caminhadas acampamento acampamentos
esqui esquis bola bolas despertador despertadores alarme alarmes cheiro cheiros barulhos
guarda-chuvas louça louças aspirador aspiradores esporte esportes desporto desportos equipe equipes
gol gois corrida corridas aposta apostas protetor protetores céu céus estrela estrelas lua luas
árvore árvores flor flores grama gramas pedra pedras colina colinas caminhos ponte pontes prédio
prédios torre torres castelo castelos banca bancas livraria livrarias açougue açougues cabeleireiro
cabeleireiros dentista dentistas receita receitas alergia alergias ferida feridas sangue sangues
pele peles osso ossos vida vidas história histórias opinião opiniões chance chances situação
situações experiência experiências relacionamento relacionamentos conselho conselhos decisão
decisões erro erros piada piadas segredo segredos promessa promessas motivo motivos resultado
resultados exemplo exemplos língua línguas idioma idiomas palavra palavras carta cartas pacote
pacotes fechadura fechaduras caixa caixas sacola sacolas papel papeis caneta canetas caderno
cadernos estudante estudantes aluno alunos nota notas feriado feriados salário salários entrevistas
contrato contratos turno turnos intervalo intervalos pausa pausas cafezinho cafezinhos liquidação
liquidações recibo recibos troco trocos moeda moedas aluguel alugueis cruzamento cruzamentos ponto
pontos parada paradas plataforma plataformas atrasos passaporte passaportes mapa mapas passeio
passeios lembrança lembranças vista vistas concerto concertos ingresso ingressos fila filas bebida
bebidas drinque drinques petisco petiscos molho molhos tempero temperos pimenta pimentas vinagre
vinagres mel meis geleia geleias farinha farinhas milho milhos cogumelo cogumelos pimentão pimentões
pepino pepinos pêssego pêssegos cereja cerejas bife bifes salsicha salsichas camarão camarões
cardápio cardápios garçom garçons gorjeta gorjetas guardanapo guardanapos tapete tapetes cortina
cortinas planta plantas telhado telhados senhorio senhorios aquecimento aquecimentos ar-condicionado
ar-condicionados energia energias tomada tomadas cabo cabos teclado teclados impressora impressoras
atualização atualizações grupo grupos áudio áudios figurinha figurinhas arquivo arquivos previsão
previsões temperatura temperaturas grau graus neblina neblinas onda sombra sombras temporada
temporadas hobbys passatempo passatempos leitura leituras desenho desenhos jardinagem jardinagens
pesca pescas ciclismo ciclismos natação natações treinos jogador jogadores vencedor vencedores
tabuleiro brinquedo brinquedos cochilo cochilos soneca sonecas banhos corte cortes perfume perfumes
maquiagem maquiagens unha unhas humor humores estresse estresses preocupação preocupações esperança
esperanças pena penas diversão diversões paz pazes agradecimento agradecimentos favores desejo
desejos memória memórias novidade novidades enterro enterros funeral funerais convidados anfitrião
anfitriões gravidez gravidezes adolescente adolescentes homem homens pessoa pessoas multidão
multidões policial policiais motorista motoristas cozinheiro cozinheiros engenheiro engenheiros
enfermeira enfermeiras vendedor vendedores funcionário funcionários exército exércitos oração
orações deus capital capitais fronteira fronteiras governo governos eleição eleições lei leis guerra
guerras ciência ciências arte artes cultura culturas ondas areia areias concha conchas inseto
insetos mosquito mosquitos mosca moscas aranha aranhas rato ratos coelho coelhos porco porcos ovelha
ovelhas galinha galinhas pato patos urso ursos leão leões macaco macacos elefante elefantes cobra
cobras veterinário veterinários ensolarado ensolarada ensolarados ensolaradas chuvoso chuvosa
chuvosos chuvosas ventoso ventosa ventosos ventosas nublada nublados nubladas nebuloso nebulosa
nebulosos nebulosas nevado nevada nevados nevadas úmido úmida úmidos úmidas simpático simpática
simpáticos simpáticas gentil gentils educado educada educados educadas grosso grossa grossos grossas
tímido tímida tímidos tímidas corajoso corajosa corajosos corajosas preguiçoso preguiçosa
preguiçosos preguiçosas ciumento ciumenta ciumentos ciumentas orgulhoso orgulhosa orgulhosos
orgulhosas grato grata gratos gratas famoso famosa famosos famosas perigoso perigosa perigosos
perigosas seguro segura seguros seguras silencioso silenciosa silenciosos silenciosas lotado lotada
lotados lotadas faminto faminta famintos famintas esfomeado esfomeada esfomeados esfomeadas sedento
sedenta sedentos sedentas sonolento sonolenta sonolentos sonolentas atrasados atrasadas ceda cedos
cedas quebrado quebrada quebrados quebradas perdida perdidos perdidas grátis gratuito gratuita
gratuitos gratuitas enorme enormes minúsculo minúscula minúsculos minúsculas largo larga largos
largas estreito estreita estreitos estreitas profundo profunda profundos profundas fofo fofa fofos
fofas meigo meiga meigos meigas cru crus cozido cozida cozidos cozidas frito frita fritos fritas
assado assada assados assadas congelado congelada congelados congeladas maduro madura maduros
maduras podre podres feita feitos feitas interessante interessantes chato chata chatos chatas
emocionante emocionantes verdadeiro verdadeira verdadeiros verdadeiras moderno moderna modernos
modernas antigo antiga antigos antigas público pública públicos públicas privado privada privados
privadas local locais estrangeiro estrangeira estrangeiros estrangeiras nacional nacionais solteiro
solteira solteiros solteiras casada casados casadas grávida grávidas pintar pinto pintas pinta
pintamos pintam pintei pintou pintando pintado pintava desenhar desenhas desenha desenhamos desenham
desenhei desenhou desenhando desenhado desenhava nadar nado nadas nadamos nadam nadei nadou nadando
nadado nadava esquiar esquio esquias esquia esquiamos esquiam esquiei esquiou esquiando esquiado
esquiava pescar pesco pescamos pescam pesquei pescou pescando pescado pescava cantar canto cantas
canta cantamos cantam cantei cantou cantando cantado cantava cheirar cheiras cheira cheiramos
cheiram cheirei cheirou cheirando cheirado cheirava cortar corto cortas corta cortamos cortam cortei
cortou cortando cortado cortava fritar fritamos fritam fritei fritou fritando fritado fritava assar
asso assas assa assamos assam assei assou assando assava ferver fervo ferves ferve fervemos fervem
fervi ferveu fervendo fervido fervia misturar misturo misturas mistura misturamos misturam misturei
misturou misturando misturado misturava compartilhar compartilho compartilhas compartilha
compartilhamos compartilham compartilhei compartilhou compartilhando compartilhado compartilhava
baixar baixamos baixam baixei baixou baixando baixado baixava salvar salvo salvas salva salvamos
salvam salvei salvou salvando salvado salvava imprimir imprimo imprimes imprime imprimimos imprimem
imprimi imprimiu imprimindo imprimido imprimia consertar conserto consertas conserta consertamos
consertam consertei consertou consertando consertado consertava quebrar quebro quebras quebra
quebramos quebram quebrei quebrou quebrando quebrava alugar alugo alugas aluga alugamos alugam
aluguei alugou alugando alugado alugava pousar pouso pousas pousa pousamos pousam pousei pousou
pousando pousado pousava perdo perdes comemorar comemoro comemoras comemora comemoramos comemoram
comemorei comemorou comemorando comemorado comemorava rezar rezo rezas reza rezamos rezam rezei
rezou rezando rezado rezava orar oro oras ora oramos oram orei orou orando orado orava votar voto
votas vota votamos votam votei votou votando votado votava apostar aposto apostamos apostam apostei
apostou apostando apostado apostava ro res re rem rido ria sorrir sorro sorres sorre sorrimos sorrem
sorri sorriu sorrindo sorrido sorria gritar grito gritas grita gritamos gritam gritei gritou
gritando gritado gritava sussurrar sussurro sussurras sussurra sussurramos sussurram sussurrei
sussurrou sussurrando sussurrado sussurrava brigar brigo brigas briga brigamos brigam briguei brigou
brigando brigava perdoar perdoo perdoas perdoa perdoamos perdoam perdoei perdoou perdoando perdoado
perdoava confiar confio confias confia confiamos confiam confiei confiou confiando confiado confiava
mentir mento mentes mente mentimos mentem menti mentiu mentindo mentido mentia esconder escondo
escondes esconde escondemos escondem escondi escondeu escondendo escondido escondia roubar roubo
roubas rouba roubamos roubam roubei roubou roubando roubado roubava doer doo doe doemos doem doi
doeu doendo doia tossir tosso tossimos tossem tossi tossiu tossindo tossido tossia espirrar espirro
espirras espirra espirramos espirram espirrei espirrou espirrando espirrado espirrava relaxar relaxo
relaxas relaxa relaxamos relaxam relaxei relaxou relaxando relaxado relaxava varrer varro varres
varre varremos varrem varri varreu varrendo varrido varria regar rego regas rega regamos regam
reguei regou regando regado regava alimentar alimento alimentas alimenta alimentamos alimentam
alimentei alimentou alimentando alimentado alimentava passear passeo passeas passea passeamos
passeam passeei passeou passeando passeado passeava emprestado emprestar empresto emprestas empresta
emprestamos emprestam emprestei emprestou emprestando emprestava experimentar experimento
experimentas experimenta experimentamos experimentam experimentei experimentou experimentando
experimentado experimentava servir servo serves serve servimos servem servi serviu servindo servido
servia cresco morrer morro morres morre morremos morrem morri morreu morrendo morrido morria nasco
abraçei empurrar empurro empurras empurra empurramos empurram empurrei empurrou empurrando empurrado
empurrava puxar puxo puxas puxa puxamos puxam puxei puxou puxando puxado puxava atirar atiro atiras
atira atiramos atiram atirei atirou atirando atirado atirava cao caes cae caimos caem caido caia
pular pulo pulas pula pulamos pulam pulei pulou pulando pulado pulava subes sube subem subido subia
escalar escalo escalas escala escalamos escalam escalei escalou escalando escalado escalava dirigir
dirigo diriges dirige dirigimos dirigem dirigi dirigiu dirigindo dirigido dirigia estacionar
estaciono estacionas estaciona estacionamos estacionam estacionei estacionou estacionando
estacionado estacionava atravessar atravesso atravessas atravessa atravessamos atravessam atravessei
atravessou atravessando atravessado atravessava virar viro viras viramos virou virando virado virava
seguo segues seguido seguia guiar guio guias guia guiamos guiam guiei guiou guiando guiado guiava
violao violoes cancao cancoes ceu ceus arvore arvores predio predios acougue acougues opiniao
opinioes situacao situacoes decisao decisoes linguas liquidacao liquidacoes lembranca lembrancas
pimentao pimentoes pessego pessegos camarao camaroes cardapio cardapios garcom garcons atualizacao
atualizacoes previsao previsoes natacao natacoes preocupacao preocupacoes esperanca esperancas
diversao diversoes memoria memorias anfitriao anfitrioes multidao multidoes funcionario funcionarios
exercito exercitos oracao oracoes eleicao eleicoes leao leoes umidos umidas simpaticos simpaticas
timidos timidas preguicoso preguicosa preguicosos preguicosas minusculo minuscula minusculos
minusculas publico publica publicos publicas gravida gravidas
`;
