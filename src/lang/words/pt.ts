/**
 * Portuguese (Brazil and Portugal): function words and the words of everyday chat, lower case,
 * with chat spellings (tô, tá, pra, vc). Written from general knowledge of the language.
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
`;
